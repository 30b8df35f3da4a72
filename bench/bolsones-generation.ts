// Issue 46/51, "generation of 2,000 subscriptions": 2,000 customers each subscribed to a weekly
// bolsón picked up at the feria's place. A feria is created through the API, and the server's own
// generation (nudged by the new feria, MARKET §9) makes one order per subscription, while a web
// order is placed every ORDER_EVERY_MS. Figures: from the feria's 201 to the admin's summary
// (GET /api/suscripciones/resumen, read every POLL_MS) counting 2,000 orders (goal ≤ 5 s), the
// slowest web order meanwhile (goal ≤ 500 ms) beside the orders of the seconds before (the
// baseline), and "Generar pedidos ahora" run again afterwards (0 new orders: exactly one each).
import fs from 'node:fs';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { createFeria, signInAdmin } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { ordersEvery, percentile } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';
import { withDb } from './lib/with-db.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUSCRIPCIONES ?? 2_000);
const PRODUCTS = 1_000;
const BOLSON = 1;
const ORDER_EVERY_MS = 100;
const POLL_MS = 100;
const BASELINE_MS = 2_000;

export function bolsonesGenerationBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_bolsones');
}

async function run(databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const env = {
    DATA_DIR: dataDir,
    ORDERS_PER_HOUR: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // A first start makes the admin (only into a shop with no users yet); then the families.
  await (await startServer(env)).stop();
  await withDb(dataDir, databaseUrl, async (rows) => {
    await rows(sql`update products set suscribible = true where id = ${BOLSON}`);
    await rows(
      sql.raw(`insert into users (id, email, nombre, direccion, provincia, cp, celular, email_confirmado)
        select 'bench-' || g, 'familia' || g || '@example.com', 'Familia ' || g, 'San Martín ' || g,
               'Santa Fe', '3000', '342555' || lpad(g::text, 4, '0'), true
        from generate_series(1, ${SUBSCRIPTIONS}) g`),
    );
    await rows(
      sql.raw(`insert into suscripciones (user_id, product_id, cantidad, frecuencia, envio, lugar, forma_pago)
        select 'bench-' || g, ${BOLSON}, 1 + g % 2, 'semanal', 'Retiro', 'Plaza del Bench', 'efectivo'
        from generate_series(1, ${SUBSCRIPTIONS}) g`),
    );
  });
  const server = await startServer(env);
  try {
    const admin = await signInAdmin(server.url);
    const orders = ordersEvery(server.url, ORDER_EVERY_MS, (n) => 2 + (n % (PRODUCTS - 1)));
    const baselineFrom = performance.now();
    await new Promise((r) => setTimeout(r, BASELINE_MS));
    const started = performance.now();
    const cierre = new Date(Date.now() + 24 * 3_600_000);
    const feria = await createFeria(admin, addDays(shopToday(), 2), cierre);
    let made = 0;
    while (made < SUBSCRIPTIONS && performance.now() - started < 120_000) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const res = await admin(`/api/suscripciones/resumen?feriaId=${feria.id}`);
      const summary = (await res.json()) as { bolsones: { productoId: number; pedidos: number }[] };
      made = summary.bolsones.find((b) => b.productoId === BOLSON)?.pedidos ?? 0;
    }
    const ended = performance.now();
    const generationMs = Math.round(ended - started);
    // The order in flight as generation ended is counted too, once answered.
    await orders.stop();
    const during = orders.between(started, ended);
    const before = orders.between(baselineFrom, started);
    const again = await admin('/api/suscripciones/generar', { method: 'POST', body: '{}' });
    const second = (await again.json()) as { creados: number };

    console.info(
      `\nBolsones — ${database}: ${SUBSCRIPTIONS} suscripciones semanales, una feria nueva, un pedido web cada ${ORDER_EVERY_MS} ms`,
    );
    report({
      name: `bolsones: generación de ${SUBSCRIPTIONS} suscripciones, ${database}`,
      value: generationMs,
      unit: 'ms',
      goal: { max: 5_000 },
      note: `${made} pedidos contados en el resumen (leído cada ${POLL_MS} ms); generar otra vez: ${second.creados} nuevos`,
    });
    report({
      name: `bolsones: pedido web más lento durante la generación, ${database}`,
      value: Math.round(Math.max(0, ...during)),
      unit: 'ms',
      goal: { max: 500 },
      baseline: {
        label: `los ${BASELINE_MS / 1000} s antes, el más lento`,
        value: Math.round(Math.max(0, ...before)),
      },
      note: `${during.length} pedidos, ${orders.errors.length} errores${orders.errors[0] ? ` (${orders.errors[0]})` : ''}, p50 ${Math.round(percentile(during, 0.5))} / p99 ${Math.round(percentile(during, 0.99))} ms`,
    });
    return { database, generationMs, made, again: second.creados };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await bolsonesGenerationBench();
  if (benchDatabaseUrl) await bolsonesGenerationBench(benchDatabaseUrl);
}
