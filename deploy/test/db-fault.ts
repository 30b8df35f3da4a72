// The database cuts both servers off (issue 43): while clients order, sell at the stall and
// browse through Caddy, every backend of the shop's database is ended (pg_terminate_backend)
// three times, as a PostgreSQL restart or a failover ends them. Neither server may die, so Caddy
// always has one; meanwhile only 503s; every sale answered 201 is in the database; sales go
// through again within seconds. (A whole cluster restarted, and stopped for seconds:
// db-restart.ts.)
import { type Ctx, expectTrue } from './context.ts';
import { expectBothAlive, expectSalesStored, load, newTally } from './load.ts';
import { query } from './stack.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function databaseCutsBothServers(ctx: Ctx): Promise<string> {
  const tally = newTally();
  const clients = load(ctx, tally);
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
    while (Date.now() < deadline && tally.lastSaleAt < lastCut) await sleep(50);
    if (tally.lastSaleAt >= lastCut) recoveredMs = tally.lastSaleAt - lastCut;
    await sleep(500);
  } finally {
    await clients.stop();
  }
  await expectBothAlive(ctx, tally);
  expectTrue(ended > 0, 'no se terminó ninguna conexión de la base');
  expectTrue(recoveredMs >= 0, 'las ventas no volvieron a entrar en 15 s');
  await expectSalesStored(ctx, tally);
  return `${ended} conexiones terminadas en 3 cortes; ${tally.ok} respuestas bien (${tally.saleIds.length} ventas web y del puesto, todas en la base), ${tally.unavailable.length} × 503; los dos servidores vivos; ventas otra vez ${recoveredMs} ms después del último corte`;
}
