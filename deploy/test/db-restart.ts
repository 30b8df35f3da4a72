// The whole PostgreSQL cluster goes away under two servers behind Caddy (issue 43): on a cluster
// of its own (the shared one on 5432 is never stopped), with two servers and a Caddy of their
// own, while 4 clients send web orders, stall sales (the admin signed in) and reads through Caddy,
// the cluster is restarted (`pg_ctl restart -m fast`) and later stopped for 5 s and started.
// Neither server may die, so Caddy always has both; meanwhile only 503 with Retry-After; every
// sale answered 201 is in the database; sales go through again within 15 s of each return. A
// Mercado Pago notification meanwhile gets 503 and, repeated afterwards, counts once.
import { type Ctx, expectEqual, expectTrue } from './context.ts';
import { expectBothAlive, expectSalesStored, load, newTally, type Tally } from './load.ts';
import { mercadoPagoFake, type Payment, paidOrder, repeatedOnce } from './mp-webhook.ts';
import { type OwnCluster, ownCluster } from './own-cluster.ts';
import { startShop } from './shop.ts';

const RECOVERY_MS = 15_000;
const STOPPED_MS = 5_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
  const tally = newTally();
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
  await expectBothAlive(ctx, tally);
  const bare = tally.unavailable.filter((u) => !u.retryAfter).length;
  expectEqual(
    bare,
    0,
    `${said.join('; ')}; 503 sin Retry-After (de ${tally.unavailable.length}): ${tally.bare.join(' | ')}`,
  );
  expectEqual(webhook, '503 Retry-After 5', 'el aviso de Mercado Pago con la base detenida');
  await repeatedOnce(ctx, payment);
  await expectSalesStored(ctx, tally);
  return `${said.join('; ')}; ${tally.ok} respuestas bien (${tally.saleIds.length} ventas web y del puesto, todas en la base), ${tally.unavailable.length} × 503 con Retry-After; aviso de Mercado Pago: 503 con la base detenida, una vez después; la respuesta más lenta ${tally.slowestMs} ms; los dos servidores vivos`;
}
