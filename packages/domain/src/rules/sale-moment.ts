// MARKET §3: a sale queued offline carries `creadaEn`, the moment it was made. The server takes
// it as the sale's moment (fecha, hora, feria, register) only within these bounds.

export const SALE_MOMENT_MAX_LENGTH = 40;
/** At most 72 hours old: a queue older than that is for the seller to review, not to replay. */
const SALE_MOMENT_MAX_AGE_MS = 72 * 60 * 60 * 1000;
/** A phone's clock may run a little ahead of the server's: up to 2 minutes is tolerated. */
const SALE_MOMENT_CLOCK_SKEW_MS = 2 * 60 * 1000;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

export type SaleMomentCheck = { ok: true; moment: Date } | { ok: false };

/**
 * The moment of a sale: `now` when there is no `creadaEn`; otherwise `creadaEn` if it is an ISO
 * instant of a point-of-sale sale, no older than 72 hours and not in the future (2 min of skew).
 */
export function checkSaleMoment(
  creadaEn: string | undefined,
  canal: string,
  now: Date,
): SaleMomentCheck {
  if (creadaEn === undefined) return { ok: true, moment: now };
  if (canal !== 'pos' || !ISO_INSTANT.test(creadaEn)) return { ok: false };
  const ms = Date.parse(creadaEn);
  if (Number.isNaN(ms)) return { ok: false };
  const age = now.getTime() - ms;
  if (age > SALE_MOMENT_MAX_AGE_MS || age < -SALE_MOMENT_CLOCK_SKEW_MS) return { ok: false };
  return { ok: true, moment: new Date(ms) };
}
