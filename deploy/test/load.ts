// The load the database checks run through Caddy (issue 43): 4 clients sending web orders, stall
// sales (the admin signed in) and reads, tallying every answer, until stopped; and what each
// check then asks of it: both servers alive, and every sale answered 201 in the database.
import { type Ctx, expectEqual, expectTrue, order } from './context.ts';
import { query } from './stack.ts';

const WORKERS = 4;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const stallSale = (productId: number) => ({
  canal: 'pos',
  productos: [{ id: productId, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto' },
});

export type Tally = {
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

export function load(ctx: Ctx, tally: Tally): { stop(): Promise<void> } {
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

export const newTally = (): Tally => ({
  ok: 0,
  unavailable: [],
  bare: [],
  other: [],
  saleIds: [],
  lastSaleAt: 0,
  slowestMs: 0,
});

async function alive(exited: Promise<number | string>): Promise<boolean> {
  return Promise.race([exited.then(() => false), sleep(50).then(() => true)]);
}

/** Neither server died, and nothing but 200, 201 and 503 came back. */
export async function expectBothAlive(ctx: Ctx, tally: Tally): Promise<void> {
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
}

/** Every sale told 201 is in the database: none lost. */
export async function expectSalesStored(ctx: Ctx, tally: Tally): Promise<void> {
  const found = await query<{ n: string }>(
    ctx.database.url,
    'select count(*) as n from sales where id = any($1::int[])',
    [tally.saleIds],
  );
  expectEqual(Number(found[0]?.n), tally.saleIds.length, 'ventas confirmadas que están en la base');
}
