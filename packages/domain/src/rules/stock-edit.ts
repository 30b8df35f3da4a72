// API.md `PUT /api/sheets/update` with `stockAnterior`: the stock the product dialog showed when it
// opened. Sales made while it was open must stay counted, so the quantity in the form is written
// only when the admin changed it from what was shown, and refused when both moved apart.

/** The 409 when the stock changed while the dialog was open and the form asks for another one. */
export const stockCambioMessage = (n: number) =>
  `El stock cambió mientras editabas (ahora hay ${n}). Revisá y guardá de nuevo.`;

export type StockEdit = { ok: true; stock: number } | { ok: false; current: number };

/**
 * The stock to write: the form's `cantidad` without `stockAnterior` (older clients); the current
 * stock when the form kept what it showed; the form's when the stock did not move meanwhile or the
 * admin typed exactly what is there now; otherwise a conflict carrying the current stock.
 */
export function stockToWrite(
  current: number,
  cantidad: number,
  stockAnterior: number | undefined,
): StockEdit {
  if (stockAnterior === undefined) return { ok: true, stock: cantidad };
  if (cantidad === stockAnterior) return { ok: true, stock: current };
  if (stockAnterior === current || cantidad === current) return { ok: true, stock: cantidad };
  return { ok: false, current };
}
