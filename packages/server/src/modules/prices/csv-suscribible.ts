// MARKET §9 in the product CSV: the column `suscribible` (`si`/`no`) after `paso`. The export
// always writes it; an import reads it when the header has it, and a file without it keeps each
// product's value (a new product is not subscribable).
import type { products } from '../../db/schema.ts';

export const SUSCRIBIBLE_CSV_COLUMN = 'suscribible';

export type SuscribibleCell = { suscribible?: string };

/** The export's cell: "si" or "no", as `publicado`. */
export const suscribibleCell = (p: Pick<typeof products.$inferSelect, 'suscribible'>) =>
  p.suscribible ? 'si' : 'no';

/** The row's `suscribible` when the header has it (a blank cell counts as absent). */
export function suscribibleCellOf(
  header: readonly string[],
  record: readonly string[],
): SuscribibleCell {
  const i = header.indexOf(SUSCRIBIBLE_CSV_COLUMN);
  const value = i < 0 ? '' : (record[i] ?? '').trim();
  return value === '' ? {} : { suscribible: value };
}
