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

/** The server's settings for a bench's many orders from one address (issue 57's limits). */
export const OPEN_ORDERS_ENV = { ORDERS_PER_HOUR: '1000000', ABIERTO_POR_DIRECCION: '100000000' };

let shoppers = 0;

/** A shopper of their own: a shop holds 3 open orders per e-mail (PEDIDOS_ABIERTOS, issue 57). */
export const newShopper = () => `cliente${++shoppers}@example.com`;

/** A web order of one unit of a product, paid in cash, picked up (by `correo`: its shopper, a new
 * one unless given). */
export const webOrderBody = (productId: number, correo = newShopper()) =>
  JSON.stringify({
    productos: [{ id: productId, cantidad: 1 }],
    formaPago: 'efectivo',
    envio: 'retiro',
    cliente: { ...CLIENTE, correo },
  });

/** The p-th (0–1) value of some times, nearest rank; 0 when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/**
 * Web orders one after the other, one every `everyMs` (each for the product `productOf(n)`),
 * each timed, until stop(). Issue 63's benches read them beside a screen's calls. Each order is
 * a shopper of its own: one e-mail holds at most PEDIDOS_ABIERTOS unpaid orders (issue 57); the
 * server must allow the one address its open orders (ABIERTO_POR_DIRECCION, OPEN_ORDERS_ENV).
 */
export function ordersEvery(url: string, everyMs: number, productOf: (n: number) => number) {
  let running = true;
  const times: { at: number; ms: number }[] = [];
  const errors: string[] = [];
  const done = (async () => {
    for (let n = 0; running; n++) {
      const started = performance.now();
      const order = () =>
        fetch(`${url}/api/sheets/sale`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url },
          body: webOrderBody(productOf(n)),
        });
      // A kept-alive socket the server closed as it was reused (ECONNRESET): sent again, timed whole.
      const res = await order().catch(order);
      const text = await res.text();
      if (res.status !== 201) errors.push(`${res.status} ${text.slice(0, 120)}`);
      const ms = performance.now() - started;
      times.push({ at: started, ms });
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - ms)));
    }
  })();
  return {
    errors,
    /** The orders in flight at some moment between `from` and `to` (performance.now()). */
    between: (from: number, to: number) =>
      times.filter((t) => t.at < to && t.at + t.ms > from).map((t) => t.ms),
    async stop() {
      running = false;
      await done;
    },
  };
}
