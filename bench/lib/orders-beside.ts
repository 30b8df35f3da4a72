// Shared by the benchmarks that place web orders beside other work (issue 35): an order's body
// and a percentile of measured times.

const CLIENTE = {
  nombre: 'Martina Gómez',
  correo: 'martina@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};

/** A web order of one unit of a product, paid in cash, picked up. */
export const webOrderBody = (productId: number) =>
  JSON.stringify({
    productos: [{ id: productId, cantidad: 1 }],
    formaPago: 'efectivo',
    envio: 'retiro',
    cliente: CLIENTE,
  });

/** The p-th (0–1) value of some times, nearest rank; 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
