/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {}

/** A copy's name part for this moment: 20260126-083000 (UTC). */
export function stamp(date = new Date()): string {
  // Buenos Aires wall-clock time (UTC−3, no daylight saving): the name the market reads (issue 49).
  const local = new Date(date.getTime() - 3 * 3_600_000);
  return local.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

/** What a restore found in the copy it put back. */
export type RestoreCounts = { productos: number; ventas: number; usuarios: number };
