// Issue 63, "the producer portal over a year": a year of a market's sales, 50,000 sales of four
// lines (200,000 lines, a feria a week, a third of them at the stall, most cobrado, a few
// annulled) among ten producers, each paid at the end of every whole month (MARKET §4, "Ya
// pagado"). One producer has 20,000 of those lines, another 200. Each signs in over HTTP as the
// portal's "Mi puesto" does (MARKET §15) and reads the year: its Ventas (GET /api/productor/ventas)
// and its Liquidación (GET /api/productor/liquidacion), CALLS times each, in turns, while a web
// order is placed every 100 ms. Goals: the big producer's p95 ≤ 100 ms, beside the same calls of
// the small one (the baseline); the orders' p99 and slowest ≤ 300 ms.
import fs from 'node:fs';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../packages/server/src/shared/password.ts';
import { signIn } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { OPEN_ORDERS_ENV, ordersEvery, percentile } from './lib/orders-beside.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';
import { type Rows, withDb } from './lib/with-db.ts';

const SALES = Number(process.env.BENCH_PORTAL_SALES ?? 50_000);
const LINES_PER_SALE = 4;
const CALLS = Number(process.env.BENCH_PORTAL_CALLS ?? 30);
const PRODUCTS = 100;
const ORDER_EVERY_MS = 100;
const PASSWORD = 'bench-productor-clave';
/** Producer 1 sells products 1–10 (one line in ten), producer 2 product 11 (one in a thousand). */
const BIG = { email: 'grande@example.com', nombre: 'Productor 0' };
const SMALL = { email: 'chico@example.com', nombre: 'Productor 1' };

export function portalYearBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_portal');
}

/** Ten producers, their products, a year of sales, monthly payments and the two accounts. */
async function seedYear(rows: Rows) {
  await rows(sql`insert into productores (nombre, comision_bp)
    select 'Productor ' || g, 1000 + g * 50 from generate_series(0, 9) g`);
  // Products 1–10 the big producer's, 11 the small one's, the rest among the other eight.
  await rows(sql`update products set productor_id = pr.id, marca = pr.nombre from productores pr
    where pr.nombre = 'Productor ' || case when products.id <= 10 then 0 when products.id = 11 then 1
                                           else 2 + products.id % 8 end`);
  await rows(sql`insert into ferias (fecha, desde, hasta, lugar, direccion, cierre)
    select (now() - interval '365 days' + interval '7 days' * k)::date, '08:00', '13:00',
           'Plaza ' || k, 'San Martín 1234', now() - interval '366 days' + interval '7 days' * k
    from generate_series(0, 52) k`);
  const [first] = await rows(sql`select min(id) as id from ferias`);
  // One sale in 20 annulled and one in 25 not cobrado, both among sales holding lines of the big
  // producer (sales 1 and 3 of every 5, by the lines' rule below).
  await rows(sql`insert into sales (created_at, estado, forma_pago, envio, canal, cliente_nombre,
      subtotal_cents, recargo_cents, total_cents, feria_id, cobro_estado, cobro_fecha)
    select m, case when g % 20 = 13 then 'Anulado' else 'Entregado' end, 'efectivo', 'retiro',
           case when g % 3 = 0 then 'pos' else 'web' end, 'Cliente ' || g, 400000, 0, 400000,
           ${Number(first!.id)} + least(52, floor(365.0 * g / ${SALES} / 7)::int),
           case when g % 25 = 11 then 'pendiente' else 'cobrado' end,
           case when g % 25 = 11 then null else m end
    from generate_series(1, ${SALES}) g,
         lateral (select now() - interval '365 days' * (1 - g::float / ${SALES}) as m) t`);
  // Line n (0-based over the year): one in ten the big producer's, one in a thousand the small's.
  await rows(sql`insert into sale_lines (sale_id, product_id, sku, nombre, marca, medida,
      precio_cents, cantidad, subtotal_cents)
    select s.id, p.id, p.sku, p.nombre, p.marca, p.medida, 100000, 1, 100000
    from sales s cross join generate_series(0, ${LINES_PER_SALE - 1}) k,
         lateral (select (s.id - 1) * ${LINES_PER_SALE} + k as n) l
    join products p on p.id = case when l.n % 10 = 0 then 1 + (l.n / 10) % 10
                                   when l.n % 1000 = 5 then 11 else 12 + l.n % 89 end`);
  // Every producer paid for each whole month of the year, the day after it ended.
  await rows(sql`insert into pagos_productor (productor_id, desde, hasta, bruto_cents,
      comision_cents, a_pagar_cents, fecha, quien)
    select pr.id, m::date, (m + interval '1 month - 1 day')::date, 0, 0, 0,
           m + interval '1 month 1 day', 'admin@feria.local'
    from productores pr,
         generate_series(date_trunc('month', now() - interval '365 days') + interval '1 month',
                         date_trunc('month', now()) - interval '1 month', interval '1 month') m`);
  await rows(sql`insert into lineas_pagadas (sale_line_id, pago_id, productor_id, a_pagar_cents)
    select l.id, pp.id, pp.productor_id,
           l.subtotal_cents - l.subtotal_cents * pr.comision_bp / 10000
    from sale_lines l join sales s on s.id = l.sale_id join products p on p.id = l.product_id
    join productores pr on pr.id = p.productor_id
    join pagos_productor pp on pp.productor_id = pr.id
      and s.cobro_fecha::date between pp.desde and pp.hasta
    where s.cobro_estado = 'cobrado' and s.estado <> 'Anulado'`);
  await rows(sql`update pagos_productor pp set bruto_cents = t.bruto,
      comision_cents = t.bruto - t.a_pagar, a_pagar_cents = t.a_pagar
    from (select lp.pago_id, sum(l.subtotal_cents)::int as bruto, sum(lp.a_pagar_cents)::int as a_pagar
          from lineas_pagadas lp join sale_lines l on l.id = lp.sale_line_id group by lp.pago_id) t
    where t.pago_id = pp.id`);
  const hash = await hashPassword(PASSWORD);
  for (const who of [BIG, SMALL]) {
    await rows(sql`insert into users (id, email, nombre, password_hash, rol, email_confirmado,
        productor_id)
      select ${`bench-${who.email}`}, ${who.email}, ${who.nombre}, ${hash}, 'productor', true, id
      from productores where nombre = ${who.nombre}`);
  }
  await rows(sql`analyze`);
  const [lines] = await rows(sql`select count(*)::int as n from sale_lines`);
  return Number(lines!.n);
}

type Call = { name: string; ms: number[]; lineas: number; bytes: number };

async function timed(get: () => Promise<Response>, into: Call) {
  const started = performance.now();
  const res = await get();
  const body = await res.text();
  into.ms.push(performance.now() - started);
  if (res.status !== 200) throw new Error(`${into.name}: ${res.status} ${body.slice(0, 200)}`);
  into.bytes = body.length;
  into.lineas = (JSON.parse(body) as { lineas: unknown[] }).lineas.length;
}

async function run(databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const seedStarted = performance.now();
  const lines = await withDb(dataDir, databaseUrl, seedYear);
  const seedS = Math.round((performance.now() - seedStarted) / 1000);
  const server = await startServer({
    DATA_DIR: dataDir,
    ...OPEN_ORDERS_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const year = `desde=${addDays(shopToday(), -364)}&hasta=${shopToday()}`;
    const producers = await Promise.all(
      [BIG, SMALL].map(async (who) => ({
        get: await signIn(server.url, { email: who.email, password: PASSWORD }),
        ventas: { name: `ventas ${who.email}`, ms: [], lineas: 0, bytes: 0 } as Call,
        liquidacion: { name: `liquidación ${who.email}`, ms: [], lineas: 0, bytes: 0 } as Call,
      })),
    );
    const [big, small] = producers as [(typeof producers)[0], (typeof producers)[0]];
    // One warm-up call of each: the first request's costs are cold start, not the portal.
    for (const p of producers) {
      await (await p.get(`/api/productor/ventas?${year}`)).arrayBuffer();
      await (await p.get(`/api/productor/liquidacion?${year}`)).arrayBuffer();
    }
    const orders = ordersEvery(server.url, ORDER_EVERY_MS, (n) => 1 + (n % PRODUCTS));
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) {
      for (const p of producers) {
        await timed(() => p.get(`/api/productor/ventas?${year}`), p.ventas);
        await timed(() => p.get(`/api/productor/liquidacion?${year}`), p.liquidacion);
      }
    }
    const ended = performance.now();
    await orders.stop();
    const during = orders.between(started, ended);

    console.info(
      `\nPortal del productor, un año — ${database}: ${lines.toLocaleString('es-AR')} líneas de ${SALES.toLocaleString('es-AR')} ventas en 365 días (sembradas en ${seedS} s), diez productores pagados cada mes; ${CALLS} llamadas de cada una, en turnos, y un pedido web cada ${ORDER_EVERY_MS} ms`,
    );
    for (const key of ['ventas', 'liquidacion'] as const) {
      const b = big[key];
      const s = small[key];
      report({
        name: `portal: ${key === 'ventas' ? 'Ventas' : 'Liquidación'} del año, p95, productor de 20.000 líneas, ${database}`,
        value: Math.round(percentile(b.ms, 0.95)),
        unit: 'ms',
        goal: { max: 100 },
        baseline: { label: 'productor de 200 líneas', value: Math.round(percentile(s.ms, 0.95)) },
        note: `p50 ${Math.round(percentile(b.ms, 0.5))} ms (el chico ${Math.round(percentile(s.ms, 0.5))}); ${b.lineas} líneas en ${Math.round(b.bytes / 1000)} kB (el chico ${s.lineas}, ${Math.round(s.bytes / 1000)} kB)`,
      });
    }
    const errors = `${orders.errors.length} errores${orders.errors[0] ? ` (${orders.errors[0]})` : ''}`;
    report({
      name: `portal: pedidos web mientras tanto, p99, ${database}`,
      value: Math.round(percentile(during, 0.99)),
      unit: 'ms',
      goal: { max: 300 },
      note: `${during.length} pedidos, ${errors}, p50 ${Math.round(percentile(during, 0.5))} ms`,
    });
    report({
      name: `portal: pedidos web mientras tanto, el más lento, ${database}`,
      value: Math.round(Math.max(0, ...during)),
      unit: 'ms',
      goal: { max: 300 },
    });
    return { database, big, small, orders: during };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await portalYearBench();
  if (benchDatabaseUrl) await portalYearBench(benchDatabaseUrl);
}
