// Issue 63, "a feria moved by rain with 300 orders": 300 web orders of a feria, each customer
// opted in to WhatsApp notices (MARKET §13.3) with a number of their own. The server runs with
// Tier 2 on against Meta's Cloud API as lib/meta-front.ts holds it (20 messages a second, 130429
// past that; every status webhook delivered twice, out of order). The admin cancels the feria
// moving its orders to the next one (POST /api/ferias/{id}/cancelar { moverA }), which queues one
// `feria.cambio` notice per order in its own transaction. Figures: the cancellation's answer (the
// 300 rows are committed before it; goal ≤ 1 s), the sends reaching Meta in any second (≤ 20) and
// its 130429 answers (0), how long until Meta took the last one, and read back from the database
// once every webhook was answered: messages taken twice for one notice (0) and notices whose
// final state is not `leido` with Meta's wamid (0). Baseline: a bare loop sending the same 300
// messages at 20 a second to the same front.
import fs from 'node:fs';
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { sql } from 'drizzle-orm';
import { WA_SECRET, whatsappEnv } from '../packages/server/test/support/whatsapp.ts';
import { signInAdmin } from './lib/admin.ts';
import { benchDatabaseUrl } from './lib/compare.ts';
import { type Attempt, maxPerWindow, startMetaFront } from './lib/meta-front.ts';
import { withFreshDatabase } from './lib/pg-database.ts';
import { report } from './lib/report.ts';
import { seedProducts } from './lib/seed-products.ts';
import { startServer } from './lib/server.ts';
import { type Rows, withDb } from './lib/with-db.ts';

const ORDERS = Number(process.env.BENCH_WHATSAPP_ORDERS ?? 300);
/** Meta's throughput for a number shared with the WhatsApp Business app (the goal too). */
const PER_SECOND = 20;
const PRODUCTS = 100;
/** Retries after 130429 wait 4 s, 8 s, 16 s…: long enough for all of them to go. */
const DEADLINE_MS = Number(process.env.BENCH_WHATSAPP_DEADLINE_MS ?? 240_000);

export function whatsappFanoutBench(serverUrl?: string) {
  return withFreshDatabase(serverUrl, run, 'bench_whatsapp');
}

/** The feria the rain takes (in 2 days) with ORDERS opted-in web orders, and the next (in 9). */
async function seedRainedFeria(rows: Rows) {
  const ids: number[] = [];
  for (const days of [2, 9]) {
    const fecha = addDays(shopToday(), days);
    const [feria] =
      await rows(sql`insert into ferias (fecha, desde, hasta, lugar, direccion, cierre)
      values (${fecha}, '08:00', '13:00', ${`Plaza ${days}`}, 'San Martín 1234',
              (${fecha}::text || 'T20:00:00-03:00')::timestamptz - interval '1 day')
      returning id`);
    ids.push(Number(feria!.id));
  }
  const [rained, target] = ids as [number, number];
  await rows(sql`insert into sales (estado, forma_pago, envio, canal, cliente_nombre, cliente_correo,
      cliente_provincia, cliente_direccion, cliente_cp, cliente_celular, subtotal_cents, total_cents,
      feria_id, avisos_whatsapp)
    select 'Pendiente', 'efectivo', 'retiro', 'web', 'Familia ' || g, 'familia' || g || '@example.com',
           'Santa Fe', 'San Martín ' || g, '3000', '342555' || lpad(g::text, 4, '0'), 250000, 250000,
           ${rained}, true
    from generate_series(1, ${ORDERS}) g`);
  await rows(sql`insert into sale_lines (sale_id, product_id, sku, nombre, marca, medida,
      precio_cents, cantidad, subtotal_cents)
    select s.id, p.id, p.sku, p.nombre, p.marca, p.medida, 250000, 1, 250000
    from sales s join products p on p.id = 1 + s.id % ${PRODUCTS}`);
  return { rained, target };
}

/** Notices Meta took more than once: the same template for the same order to the same number. */
function repeated(accepted: Attempt[]): number {
  const seen = new Map<string, number>();
  for (const a of accepted) {
    const key = `${a.to} ${a.template} ${a.pedido}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen.values()].reduce((n, times) => n + times - 1, 0);
}

/** Meta's request for one of the run's messages (its other parameters as the shop fills them). */
const messageBody = (m: Attempt) =>
  JSON.stringify({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: m.to,
    type: 'template',
    template: {
      name: m.template,
      language: { code: 'es_AR' },
      components: [
        {
          type: 'body',
          parameters: ['Familia', m.pedido, '12/12', 'Plaza 9', 'enlace'].map((text) => ({
            type: 'text',
            text,
          })),
        },
      ],
    },
  });

/**
 * The baseline: a bare loop sending the same messages one after the other, each at least
 * 1000 / PER_SECOND ms (and 2 ms of slack for the timers) after the one before, and a 130429
 * again a second later. How fast the notices could go at Meta's rate with nothing else to do.
 */
async function bareLoop(messages: Attempt[]) {
  const front = await startMetaFront({ perSecond: PER_SECOND });
  const gap = 1_000 / PER_SECOND + 2;
  const started = performance.now();
  let last = -gap;
  for (const m of messages) {
    for (let status = 0; status === 0 || status === 400; ) {
      const wait = status === 0 ? last + gap - performance.now() : 1_000;
      await new Promise((r) => setTimeout(r, Math.max(0, wait)));
      last = performance.now();
      const res = await fetch(`${front.url}/bench/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
        body: messageBody(m),
      });
      await res.arrayBuffer();
      status = res.status;
    }
  }
  const figures = {
    ms: Math.max(0, ...front.accepted().map((a) => a.at)) - started,
    maxPerSecond: maxPerWindow(front.attempts.map((a) => a.at)),
    limited: front.limited(),
  };
  await front.close();
  return figures;
}

async function run(databaseUrl: string | undefined) {
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const front = await startMetaFront({ perSecond: PER_SECOND, secret: WA_SECRET });
  const dataDir = await seedProducts(PRODUCTS, databaseUrl);
  const { rained, target } = await withDb(dataDir, databaseUrl, seedRainedFeria);
  const server = await startServer({
    DATA_DIR: dataDir,
    ...whatsappEnv(front.url, 10_000),
    // Each 130429 is a warning of the worker's: hundreds of lines, counted here instead.
    LOG_LEVEL: 'error',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  front.webhookUrl = `${server.url}/api/whatsapp/webhook`;
  const notices = () =>
    new Set(
      front
        .accepted()
        .filter((a) => a.template === 'feria_cambio')
        .map((a) => a.pedido),
    );
  let cancelMs: number;
  let movidos: number;
  let started: number;
  try {
    const admin = await signInAdmin(server.url);
    started = performance.now();
    const res = await admin(`/api/ferias/${rained}/cancelar`, {
      method: 'POST',
      body: JSON.stringify({ moverA: target }),
    });
    const answer = (await res.json()) as { movidos?: number };
    cancelMs = performance.now() - started;
    if (res.status !== 200) throw new Error(`cancelar: ${res.status} ${JSON.stringify(answer)}`);
    movidos = answer.movidos ?? 0;
    while (notices().size < ORDERS && performance.now() - started < DEADLINE_MS) {
      await new Promise((r) => setTimeout(r, 250));
    }
    await front.webhooksDone();
  } finally {
    await server.stop();
  }
  try {
    const rows = await withDb(dataDir, databaseUrl, (q) =>
      q(sql`select a.sale_id, a.estado, a.wamid, a.intentos, s.cliente_celular
        from whatsapp_avisos a join sales s on s.id = a.sale_id
        where a.evento = 'feria.cambio' order by a.sale_id`),
    );
    const attempts = front.attempts.filter((a) => a.template === 'feria_cambio');
    const accepted = front.accepted().filter((a) => a.template === 'feria_cambio');
    const wamidOf = new Map(accepted.map((a) => [a.pedido, a.wamid]));
    const states = new Map<string, number>();
    let inconsistent = 0;
    for (const r of rows) {
      states.set(String(r.estado), (states.get(String(r.estado)) ?? 0) + 1);
      if (r.estado !== 'leido' || r.wamid !== wamidOf.get(String(r.sale_id))) inconsistent++;
    }
    const lastMs = Math.max(0, ...accepted.map((a) => a.at - started));
    const firstMs = Math.min(...attempts.map((a) => a.at - started));
    const runS =
      (Math.max(...attempts.map((a) => a.at)) - Math.min(...attempts.map((a) => a.at))) / 1000;
    const retries = rows.reduce((n, r) => n + Math.max(0, Number(r.intentos) - 1), 0);
    const baseline = await bareLoop(accepted);
    const webhooks = [...front.webhookAnswers].map(([status, n]) => `${n} × ${status}`).join(', ');

    console.info(
      `\nFeria suspendida por lluvia — ${database}: ${ORDERS} pedidos web con avisos por WhatsApp, "Cancelar feria" pasándolos a la siguiente; Meta (falso) acepta ${PER_SECOND} mensajes por segundo y entrega cada estado dos veces, en desorden`,
    );
    report({
      name: `lluvia: de "Cancelar feria" a los ${ORDERS} avisos en cola, ${database}`,
      value: Math.round(cancelMs),
      unit: 'ms',
      goal: { max: 1_000 },
      note: `la respuesta (los avisos se escriben en su transacción): ${movidos} pedidos movidos, ${rows.length} avisos feria.cambio en la base`,
    });
    report({
      name: `lluvia: envíos a Meta en 1 s, el máximo, ${database}`,
      value: maxPerWindow(attempts.map((a) => a.at)),
      unit: 'mensajes',
      goal: { max: PER_SECOND },
      baseline: {
        label: `un bucle a ${PER_SECOND}/s, los mismos mensajes`,
        value: baseline.maxPerSecond,
      },
      note: `${attempts.length} intentos en ${runS.toFixed(1)} s (${(attempts.length / Math.max(runS, 0.001)).toFixed(1)}/s), ${accepted.length} aceptados; ${retries} reintentos según la base`,
    });
    report({
      name: `lluvia: respuestas 130429 de Meta, ${database}`,
      value: front.limited(),
      unit: '',
      goal: { max: 0 },
      baseline: { label: `un bucle a ${PER_SECOND}/s`, value: baseline.limited },
    });
    report({
      name: `lluvia: de "Cancelar feria" al último aviso aceptado por Meta, ${database}`,
      value: Number((lastMs / 1000).toFixed(1)),
      unit: 's',
      baseline: {
        label: `un bucle a ${PER_SECOND}/s`,
        value: Number((baseline.ms / 1000).toFixed(1)),
      },
      note: `${notices().size} de ${ORDERS} avisos aceptados; el primero llegó a Meta a los ${Math.round(firstMs)} ms`,
    });
    report({
      name: `lluvia: mensajes repetidos (mismo teléfono, mismo aviso), ${database}`,
      value: repeated(accepted),
      unit: '',
      goal: { max: 0 },
    });
    report({
      name: `lluvia: avisos con estado final inconsistente, ${database}`,
      value: inconsistent + Math.max(0, ORDERS - rows.length),
      unit: '',
      goal: { max: 0 },
      note: `estados: ${[...states].map(([e, n]) => `${n} ${e}`).join(', ')}; webhooks respondidos ${webhooks}; ${front.outOfOrder()} mensajes con estados en desorden`,
    });
    return { database, cancelMs, inconsistent };
  } finally {
    await front.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await whatsappFanoutBench();
  if (benchDatabaseUrl) await whatsappFanoutBench(benchDatabaseUrl);
}
