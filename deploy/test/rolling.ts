// A rolling restart under a bounded load (DESIGN §7): each server in turn gets SIGTERM, exits 0,
// starts again and is ready before the next; meanwhile clients keep browsing and ordering through
// Caddy, and not one request may fail.
import { type Ctx, expectEqual, expectTrue, order } from './context.ts';
import { startFeria } from './stack.ts';

const WORKERS = 4;
const MAX_REQUESTS = 5_000;
const MAX_MS = 90_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until a server has answered a client's request sent by Caddy (not only probes). */
async function servingThroughCaddy(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await fetch(`${url}/metrics`).then((r) => r.text());
    const served = text
      .split('\n')
      .filter((l) => l.startsWith('feria_http_requests_total{') && l.includes('route="/api/sheets'))
      .reduce((sum, l) => sum + Number(l.split(' ')[1]), 0);
    if (served > 0) return;
    await sleep(100);
  }
  throw new Error(`Caddy no volvió a mandarle pedidos a ${url}`);
}

export async function rollingRestart(ctx: Ctx): Promise<string> {
  const stats = { ok: 0, orders: 0, failed: [] as string[] };
  let stop = false;
  const started = Date.now();
  const worker = async () => {
    for (let i = 1; !stop; i++) {
      if (stats.ok + stats.failed.length >= MAX_REQUESTS || Date.now() - started > MAX_MS) return;
      const kind = i % 5 === 0 ? 'pedido' : i % 2 ? 'catálogo' : 'foto';
      try {
        const res =
          kind === 'pedido'
            ? await ctx.client.request('POST', '/api/sheets/sale', { json: order(ctx.productId) })
            : await ctx.client.request('GET', kind === 'foto' ? ctx.picture : '/api/sheets/data');
        if (res.status === (kind === 'pedido' ? 201 : 200)) {
          stats.ok++;
          if (kind === 'pedido') stats.orders++;
        } else {
          const at = ((Date.now() - started) / 1000).toFixed(2);
          stats.failed.push(
            `${kind} a los ${at} s: ${res.status} ${res.body.toString().slice(0, 120)}`,
          );
        }
      } catch (err) {
        stats.failed.push(`${kind}: ${err instanceof Error ? err.message : String(err)}`);
      }
      await sleep(10);
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, worker));
  const exits: (number | string)[] = [];
  try {
    await sleep(1_000);
    for (let i = 0; i < ctx.servers.length; i++) {
      const old = ctx.servers[i]!;
      old.child.kill('SIGTERM');
      const stoppedAt = Date.now();
      exits.push(await old.exited);
      console.info(
        `  :${old.port} SIGTERM a los ${((stoppedAt - started) / 1000).toFixed(2)} s, salió en ${Date.now() - stoppedAt} ms`,
      );
      ctx.servers[i] = await startFeria(old.port, ctx.serverEnv(i));
      // Ready for Caddy too (its health check runs every second): it gets the clients' requests.
      await servingThroughCaddy(ctx.servers[i]!.url);
    }
    await sleep(1_000);
  } finally {
    stop = true;
    await load;
  }
  expectEqual(exits, [0, 0], 'código de salida de cada servidor al recibir SIGTERM');
  if (stats.failed.length > 0) {
    const caddyErrors = ctx.caddy
      .output()
      .split('\n')
      .filter((l) => l.includes('health_checker') || l.includes('"level":"error"'))
      .slice(-12);
    console.info(caddyErrors.join('\n'));
  }
  expectEqual(stats.failed.slice(0, 5), [], `solicitudes fallidas (${stats.failed.length})`);
  expectTrue(stats.ok >= 100, `muy pocas solicitudes durante el reinicio: ${stats.ok}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return `${stats.ok} solicitudes (${stats.orders} pedidos) en ${seconds} s, 0 fallidas; SIGTERM → salida 0 y 0`;
}
