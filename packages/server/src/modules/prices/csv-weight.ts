// MARKET §8 in the product CSV: the columns `unidad;paso` at the end. The export always writes
// them; an import reads them when the header has them, and a file without them keeps each
// product's unit (a new product is "unidad").
import type { products } from '../../db/schema.ts';

export const WEIGHT_CSV_COLUMNS = ['unidad', 'paso'] as const;

export type WeightCells = { unidad?: string; paso?: string };

/** The export's last two cells of a product. */
export const weightCells = (p: Pick<typeof products.$inferSelect, 'unidad' | 'paso'>) => [
  p.unidad,
  String(p.paso),
];

/** The row's `unidad` and `paso` when the header has them (blank cells count as absent). */
export function weightCellsOf(header: readonly string[], record: readonly string[]): WeightCells {
  const cells: WeightCells = {};
  for (const column of WEIGHT_CSV_COLUMNS) {
    const i = header.indexOf(column);
    const value = i < 0 ? '' : (record[i] ?? '').trim();
    if (value !== '') cells[column] = column === 'unidad' ? value.toLowerCase() : value;
  }
  return cells;
}
