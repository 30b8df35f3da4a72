// The whole PostgreSQL cluster goes away under two servers behind Caddy (issue 43): on a cluster
// of its own (the shared one on 5432 is never stopped), with two servers and a Caddy of their
// own, while 4 clients send web orders, stall sales (the admin signed in) and reads through Caddy,
// the cluster is restarted (`pg_ctl restart -m fast`) and later stopped for 5 s and started.
// Neither server may die, so Caddy always has both; meanwhile only 503 with Retry-After; every
// sale answered 201 is in the database; sales go through again within 15 s of each return. A
// Mercado Pago notification meanwhile gets 503 and, repeated afterwards, counts once.
import { type Ctx, expectEqual, expectTrue, order } from './context.ts';
import { alive } from './db-fault.ts';
import { mercadoPagoFake, type Payment, paidOrder, repeatedOnce } from './mp-webhook.ts';
import { type OwnCluster, ownCluster } from './own-cluster.ts';
import { startShop } from './shop.ts';
import { query } from './stack.ts';

const WORKERS = 4;
const RECOVERY_MS = 15_000;
const STOPPED_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stallSale = (productId: number) => ({
  canal: 'pos',
  productos: [{ id: productId, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto' },
});

type Tally = {
  ok: number;
  /** 503s, each with the time it came and whether it said Retry-After. */
  unavailable: { at: number; retryAfter: boolean; byCaddy: boolean }[];
  /** The first 503s without Retry-After: who said them (Caddy or Feria). */
  bare: string[];
  other: string[];
  saleIds: number[];
  lastSaleAt: number;
  /** The longest any answer took. */
  slowestMs: number;
};

function load(ctx: Ctx, tally: Tally): { stop(): Promise<void> } {
  let stopping = false;
  const worker = async (w: number) => {
    for (let i = 1; !stopping; i++) {
      const kind = (i + w) % 3;
      const sent = Date.now();
      try {
        const res =
          kind === 0
            ? await ctx.client.request('POST', '/api/sheets/sale', { json: order(ctx.productId) })
            : kind === 1
              ? await ctx.client.request('POST', '/api/sheets/sale', {
                  json: stallSale(ctx.productId),
                  headers: { cookie: ctx.cookie },
                })
              : await ctx.client.request('GET', '/api/sheets/data');
        tally.slowestMs = Math.max(tally.slowestMs, Date.now() - sent);
        if (res.status === (kind === 2 ? 200 : 201)) {
          tally.ok++;
          if (kind !== 2) {
            tally.saleIds.push((JSON.parse(res.body.toString()) as { id: number }).id);
            tally.lastSaleAt = Date.now();
          }
        } else if (res.status === 503) {
          const retryAfter = Number(res.headers['retry-after']) > 0;
          // Caddy's own (deploy/Caddyfile handle_errors): no server was ready to take it.
          const byCaddy = res.body.toString().includes('ocupado');
          tally.unavailable.push({ at: Date.now(), retryAfter, byCaddy });
          if (!retryAfter && tally.bare.length < 3) {
            tally.bare.push(`${JSON.stringify(res.headers)} ${res.body.toString().slice(0, 120)}`);
          }
        } else {
          tally.other.push(`${res.status} ${res.body.toString().slice(0, 120)}`);
        }
      } catch (err) {
        tally.other.push(err instanceof Error ? err.message : String(err));
      }
      await sleep(10);
    }
  };
  const running = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

/** One fault: how long the database was away, the 503s it cost, and when sales came back. */
async function fault(tally: Tally, name: string, act: () => Promise<void>): Promise<string> {
  const began = Date.now();
  const before = tally.unavailable.length;
  await act();
  const back = Date.now();
  while (Date.now() < back + RECOVERY_MS && tally.lastSaleAt < back) await sleep(50);
  expectTrue(tally.lastSaleAt >= back, `${name}: las ventas no volvieron a entrar en 15 s`);
  const recovered = tally.lastSaleAt - back;
  await sleep(1_000);
  const mine = tally.unavailable.slice(before);
  const window = mine.length > 0 ? mine.at(-1)!.at - mine[0]!.at : 0;
  const byCaddy = mine.filter((u) => u.byCaddy).length;
  return `${name}: base fuera ${back - began} ms, ${mine.length} × 503 (${byCaddy} de Caddy) en ${window} ms, ventas otra vez ${recovered} ms después`;
}

export async function databaseRestartsUnderCaddy(): Promise<string> {
  const cluster = await ownCluster();
  const mp = await mercadoPagoFake();
  const ctx = await startShop(await cluster.createDatabase('feria_reinicio'), mp.env);
  let said = '';
  try {
    said = await underLoad(ctx, cluster, await paidOrder(ctx, mp.fake));
  } finally {
    // This stack's part is over: the next checks run without it (stopAll removes the rest).
    for (const server of ctx.servers) server.child.kill('SIGTERM');
    const exits = await Promise.all(ctx.servers.map((s) => s.exited));
    ctx.client.close();
    ctx.caddy.child.kill('SIGTERM');
    await ctx.caddy.exited;
    await cluster.stop().catch(() => {}); // already stopped when a fault failed midway
    if (said) expectEqual(exits, [0, 0], 'código de salida de cada servidor al final');
  }
  return said;
}

async function underLoad(ctx: Ctx, cluster: OwnCluster, payment: Payment): Promise<string> {
  let webhook = '';
  const tally: Tally = {
    ok: 0,
    unavailable: [],
    bare: [],
    other: [],
    saleIds: [],
    lastSaleAt: 0,
    slowestMs: 0,
  };
  const said: string[] = [];
  const clients = load(ctx, tally);
  try {
    await sleep(1_000);
    said.push(await fault(tally, 'reinicio', () => cluster.restart()));
    said.push(
      await fault(tally, `detenida ${STOPPED_MS / 1000} s`, async () => {
        await cluster.stop();
        const stoppedAt = Date.now();
        const told = await payment.notify();
        webhook = `${told.status} Retry-After ${told.headers['retry-after']}`;
        await sleep(STOPPED_MS - (Date.now() - stoppedAt));
        await cluster.start();
      }),
    );
  } finally {
    await clients.stop();
  }
  for (const server of ctx.servers) {
    expectTrue(
      await alive(server.exited),
      `el servidor :${server.port} murió:\n${server.output().slice(-800)}`,
    );
  }
  expectEqual(
    tally.other.slice(0, 5),
    [],
    `respuestas que no son 200, 201 ni 503 (${tally.other.length})`,
  );
  const bare = tally.unavailable.filter((u) => !u.retryAfter).length;
  expectEqual(
    bare,
    0,
    `${said.join('; ')}; 503 sin Retry-After (de ${tally.unavailable.length}): ${tally.bare.join(' | ')}`,
  );
  expectEqual(webhook, '503 Retry-After 5', 'el aviso de Mercado Pago con la base detenida');
  await repeatedOnce(ctx, payment);
  // Every sale told 201 is in the database: none lost.
  const found = await query<{ n: string }>(
    ctx.database.url,
    'select count(*) as n from sales where id = any($1::int[])',
    [tally.saleIds],
  );
  expectEqual(Number(found[0]?.n), tally.saleIds.length, 'ventas confirmadas que están en la base');
  return `${said.join('; ')}; ${tally.ok} respuestas bien (${tally.saleIds.length} ventas web y del puesto, todas en la base), ${tally.unavailable.length} × 503 con Retry-After; aviso de Mercado Pago: 503 con la base detenida, una vez después; la respuesta más lenta ${tally.slowestMs} ms; los dos servidores vivos`;
}
