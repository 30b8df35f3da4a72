// The database cuts both servers off (issue 43): while clients order and browse through Caddy,
// every backend of the shop's database is ended (pg_terminate_backend) three times, as a
// PostgreSQL restart or a failover ends them. Neither server may die, so Caddy always has one;
// meanwhile only 503s; every order answered 201 is in the database; orders go through again
// within seconds. (A whole cluster restarted, and stopped for seconds: db-restart.ts.)
import { type Ctx, expectEqual, expectTrue, order } from './context.ts';
import { query } from './stack.ts';

const WORKERS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Tally = { ok: number; unavailable: number; other: string[]; orderIds: number[] };

export async function alive(exited: Promise<number | string>): Promise<boolean> {
  return Promise.race([exited.then(() => false), sleep(50).then(() => true)]);
}

export async function databaseCutsBothServers(ctx: Ctx): Promise<string> {
  const tally: Tally = { ok: 0, unavailable: 0, other: [], orderIds: [] };
  let stop = false;
  let lastOrderAt = 0;
  const worker = async (w: number) => {
    for (let i = 1; !stop; i++) {
      const ordering = (i + w) % 3 === 0;
      try {
        const res = ordering
          ? await ctx.client.request('POST', '/api/sheets/sale', { json: order(ctx.productId) })
          : await ctx.client.request('GET', '/api/sheets/data');
        if (res.status === (ordering ? 201 : 200)) {
          tally.ok++;
          if (ordering) {
            tally.orderIds.push((JSON.parse(res.body.toString()) as { id: number }).id);
            lastOrderAt = Date.now();
          }
        } else if (res.status === 503) {
          tally.unavailable++;
        } else {
          tally.other.push(`${res.status} ${res.body.toString().slice(0, 120)}`);
        }
      } catch (err) {
        tally.other.push(err instanceof Error ? err.message : String(err));
      }
      await sleep(10);
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  let ended = 0;
  let recoveredMs = -1;
  try {
    await sleep(1_000);
    for (let cut = 0; cut < 3; cut++) {
      const rows = await query<{ n: string }>(
        ctx.database.url.replace(/\/[^/]+$/, '/postgres'),
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [ctx.database.name],
      );
      ended += Number(rows[0]?.n ?? 0);
      await sleep(1_000);
    }
    const lastCut = Date.now();
    const deadline = lastCut + 15_000;
    while (Date.now() < deadline && lastOrderAt < lastCut) await sleep(50);
    if (lastOrderAt >= lastCut) recoveredMs = lastOrderAt - lastCut;
    await sleep(500);
  } finally {
    stop = true;
    await load;
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
  expectTrue(ended > 0, 'no se terminó ninguna conexión de la base');
  expectTrue(recoveredMs >= 0, 'los pedidos no volvieron a entrar en 15 s');
  // Every order told 201 is in the database: none lost.
  const found = await query<{ n: string }>(
    ctx.database.url,
    'select count(*) as n from sales where id = any($1::int[])',
    [tally.orderIds],
  );
  expectEqual(
    Number(found[0]?.n),
    tally.orderIds.length,
    'pedidos confirmados que están en la base',
  );
  return `${ended} conexiones terminadas en 3 cortes; ${tally.ok} respuestas bien (${tally.orderIds.length} pedidos, todos en la base), ${tally.unavailable} × 503; los dos servidores vivos; pedidos otra vez ${recoveredMs} ms después del último corte`;
}
