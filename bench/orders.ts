// POST /api/sheets/sale: web orders under load, each for a different product with ample stock (so
// they do not queue on one row), beside a bare node:http server that reads the same body and
// answers 201 with the same bytes. Each order takes stock, writes the sale and its line, and
// queues two e-mails in one transaction; the mail worker writes them out meanwhile.
import fs from 'node:fs';
import { benchDatabaseUrl, compareWithBare, type Request } from './lib/compare.ts';
import { newShopper } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { startSeededServer } from './lib/seeded-server.ts';

const PRODUCTS = 2_000;

const CLIENTE = {
  nombre: 'Martina Gómez',
  correo: 'martina@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};

/** On PGlite, or on PostgreSQL when given a server's URL (a fresh database on it). */
export function ordersBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run);
}

async function run(databaseUrl: string | undefined) {
  // Every order of the bench comes from one address: the shop's limit of anonymous web orders per
  // address and hour (ORDERS_PER_HOUR, 60 by default) would turn all but the first 60 into 429s.
  const server = await startSeededServer(PRODUCTS, databaseUrl, { ORDERS_PER_HOUR: '1000000' });
  try {
    const products = (await (await fetch(`${server.url}/api/sheets/data`)).json()) as {
      id: number;
    }[];
    let next = 0;
    const order = (): Request => {
      const product = products[next++ % products.length]!;
      return {
        method: 'POST',
        path: '/api/sheets/sale',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          productos: [{ id: product.id, cantidad: 1 }],
          formaPago: 'efectivo',
          envio: 'retiro',
          cliente: { ...CLIENTE, correo: newShopper() },
        }),
      };
    };
    const first = order();
    const res = await fetch(`${server.url}${first.path}`, {
      method: 'POST',
      headers: first.headers,
      body: first.body,
    });
    if (res.status !== 201) throw new Error(`pedido de prueba: ${res.status} ${await res.text()}`);
    return await compareWithBare({
      name: 'POST /api/sheets/sale',
      products: PRODUCTS,
      databaseUrl,
      server,
      requests: order,
      bare: { status: 201, body: Buffer.from(await res.arrayBuffer()) },
    });
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await ordersBench(benchDatabaseUrl);
