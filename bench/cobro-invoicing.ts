// Issue 51, "cobrados while invoicing runs": 300 customers order in a cut-off rush (20 s, arrivals
// thicker towards the end, 20 connections, baskets of 1–6 lines) and the shop marks each order
// cobrado as soon as it is made (PUT /api/sheets/sale/:id/cobro), so each enters ARCA's queue
// (MARKET §12) and the server's invoice worker asks a local fake of ARCA for its CAE meanwhile,
// every answer taking ARCA_DELAY_MS (300 ms). Goal: an order's p99 ≤ 500 ms; also printed, the
// cobros' p99 and how long the invoices took after the last order.
import fs from 'node:fs';
import { makeCertificate, startArcaFake } from '../packages/server/test/support/arca-fake.ts';
import { signInAdmin } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { percentile } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';

const CUSTOMERS = Number(process.env.BENCH_RUSH_CUSTOMERS ?? 300);
const WINDOW_MS = Number(process.env.BENCH_RUSH_WINDOW_MS ?? 20_000);
const CONNECTIONS = 20;
const PRODUCTS = 1_000;
const ARCA_DELAY_MS = Number(process.env.BENCH_ARCA_DELAY_MS ?? 300);

/** A small deterministic generator, so every run orders the same baskets. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function basket(next: () => number) {
  const lines = new Map<number, number>();
  const size = 1 + Math.floor(next() * 6);
  while (lines.size < size)
    lines.set(1 + Math.floor(next() * PRODUCTS), 1 + Math.floor(next() * 3));
  return [...lines].map(([id, cantidad]) => ({ id, cantidad }));
}

/** The five slowest orders, each with when it was sent (seconds into the rush). */
const slowest = (orders: { at: number; ms: number }[]) =>
  [...orders]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((o) => `${Math.round(o.ms)} ms a los ${(o.at / 1000).toFixed(1)} s`)
    .join(', ');

export function cobroInvoicingBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_cobro');
}

async function run(databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const { cert, key } = makeCertificate();
  const arca = await startArcaFake(cert);
  arca.delayMs = ARCA_DELAY_MS;
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const server = await startServer({
    DATA_DIR: dataDir,
    ORDERS_PER_HOUR: '1000000',
    ARCA_CUIT: '20123456786',
    ARCA_PUNTO_VENTA: '3',
    ARCA_CERT: cert,
    ARCA_KEY: key,
    ARCA_WSAA_URL: arca.wsaaUrl,
    ARCA_WSFE_URL: arca.wsfeUrl,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const admin = await signInAdmin(server.url);
    const orders: { at: number; ms: number }[] = [];
    const cobroMs: number[] = [];
    let errors = 0;
    const cobros: Promise<void>[] = [];
    const cobrar = async (id: number) => {
      const started = performance.now();
      const res = await admin(`/api/sheets/sale/${id}/cobro`, {
        method: 'PUT',
        body: JSON.stringify({ cobrado: true, medio: 'efectivo' }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) errors++;
      cobroMs.push(performance.now() - started);
    };
    const next = random(51);
    const start = Date.now() + 1_000;
    const queue = Array.from({ length: CUSTOMERS }, (_, i) => ({
      customer: i + 1,
      at: start + WINDOW_MS * (1 - (1 - i / CUSTOMERS) ** 2),
      lines: basket(next),
    }));
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        await new Promise((r) => setTimeout(r, Math.max(0, job.at - Date.now())));
        const started = performance.now();
        const res = await fetch(`${server.url}/api/sheets/sale`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({
            productos: job.lines,
            formaPago: 'efectivo',
            envio: 'retiro',
            cliente: {
              nombre: `Cliente ${job.customer}`,
              correo: `cliente${job.customer}@example.com`,
              provincia: 'Santa Fe',
              direccion: 'San Martín 1234',
              cp: '3000',
              celular: '3425551234',
            },
          }),
        });
        const body = (await res.json()) as { id?: number };
        orders.push({ at: Date.now() - start, ms: performance.now() - started });
        if (res.status !== 201 || !body.id) errors++;
        else cobros.push(cobrar(body.id));
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const rushEnd = performance.now();
    const orderMs = orders.map((o) => o.ms);
    await Promise.all(cobros);
    // The invoices still being asked when the last order was answered.
    const issuedAtEnd = arca.issued.length;
    while (arca.issued.length < cobroMs.length && performance.now() - rushEnd < 300_000) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const invoicesMs = Math.round(performance.now() - rushEnd);
    console.info(
      `\nCobrados mientras se factura — ${database}: ${CUSTOMERS} pedidos en ${WINDOW_MS / 1000} s, ${CONNECTIONS} conexiones, cada uno cobrado al crearse; ARCA (falso) responde en ${ARCA_DELAY_MS} ms`,
    );
    report({
      name: `cobrados con facturación: p99 de un pedido, ${database}`,
      value: Math.round(percentile(orderMs, 0.99)),
      unit: 'ms',
      goal: { max: 500 },
      note: `p50 ${Math.round(percentile(orderMs, 0.5))} ms; ${errors} errores; cobros p99 ${Math.round(percentile(cobroMs, 0.99))} ms; los más lentos: ${slowest(orders)}`,
    });
    report({
      name: `cobrados con facturación: facturas pendientes al último pedido, tiempo hasta la última, ${database}`,
      value: invoicesMs,
      unit: 'ms',
      note: `${issuedAtEnd} de ${cobroMs.length} facturadas al terminar los pedidos, ${arca.issued.length} al final`,
    });
    return { database, orderMs, invoicesMs };
  } finally {
    await server.stop();
    await arca.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await cobroInvoicingBench();
  if (benchDatabaseUrl) await cobroInvoicingBench(benchDatabaseUrl);
}
