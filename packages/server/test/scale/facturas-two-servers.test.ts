// MARKET §12 "Each number once", with two real server processes on one PostgreSQL, both
// killed (SIGKILL) while ARCA is answering slowly, then started again: every sale gets exactly one
// Factura C, the numbers are 1…n with no gap and no repeat, and ARCA itself holds each number once.
// Issue 56: only the lease's holder killed mid-invoice, the other server going on: the same, checked
// against the fake's record of what ARCA authorised (number, CAE, total), and the survivor takes the
// dead holder's turn before its lease runs out (same host: it can show the holder is dead).
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, test, vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { arcaTurnos, facturas } from '../../src/db/schema.ts';
import { type ArcaFake, makeCertificate, startArcaFake } from '../support/arca-fake.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import {
  call,
  killAll,
  signInAdmin,
  startServer,
  type TwoServers,
  twoServers,
} from '../support/processes.ts';
import { createStore } from '../support/stores.ts';

afterAll(killAll);

const SALES = 16;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const posSale = (id: number) => ({
  canal: 'pos',
  productos: [{ id, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto' },
});

/** Every sale invoiced once, numbered 1…n, each number as ARCA authorised it (CAE and total). */
async function expectNumbering(database: Database, fake: ArcaFake, saleIds: number[]) {
  const n = saleIds.length;
  const rows = () => database.db.select().from(facturas).orderBy(asc(facturas.numero));
  await vi.waitFor(
    async () => expect((await rows()).filter((r) => r.estado === 'emitida')).toHaveLength(n),
    { timeout: 90_000, interval: 500 },
  );
  const done = await rows();
  expect(done).toHaveLength(n);
  expect(done.map((r) => r.numero)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  expect(new Set(done.map((r) => r.saleId))).toEqual(new Set(saleIds));
  // ARCA holds each number once, each for one of these sales' totals.
  const numbers = fake.issued.map((c) => c.numero).sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  const authorised = fake.issued.map((c) => ({ numero: c.numero, cae: c.cae, total: +c.total }));
  const ours = done.map((r) => ({ numero: r.numero, cae: r.cae, total: r.totalCents / 100 }));
  expect(ours).toEqual(authorised.sort((a, b) => a.numero - b.numero));
}

/** One PostgreSQL, the ARCA fake, and what two servers on them need (each its own DATA_DIR). */
async function arcaShop() {
  const store = await createStore('postgres');
  const { cert, key } = makeCertificate();
  const fake: ArcaFake = await startArcaFake(cert);
  const database = await store.open();
  const env = () => ({
    ...store.env,
    ARCA_CUIT: '20123456786',
    ARCA_PUNTO_VENTA: '3',
    ARCA_TIMEOUT_MS: '2000',
    ARCA_CERT: cert,
    ARCA_KEY: key,
    ARCA_WSAA_URL: fake.wsaaUrl,
    ARCA_WSFE_URL: fake.wsfeUrl,
  });
  let shop: TwoServers | null = null;
  /** Both started (the first migrates and makes the admin), a product, and 16 stall sales. */
  const sell = async () => {
    shop = await twoServers(env, { oneAfterTheOther: true });
    const { servers } = shop;
    const product = await insertProduct(database.db, { precio: 10, stock: 100 });
    const cookie = await signInAdmin(servers[0]!);
    // ARCA slow, so invoices are on their way when a server dies.
    fake.delayMs = 300;
    const answers = await Promise.all(
      Array.from({ length: SALES }, (_, i) =>
        call(servers[i % 2]!, 'POST', '/api/sheets/sale', posSale(product.id), cookie),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(SALES).fill(201));
    // Wait until ARCA has been asked for an invoice: a kill now lands mid-work.
    await vi.waitFor(() => expect(fake.calls.some((c) => c.op === 'FECAESolicitar')).toBe(true), {
      timeout: 30_000,
      interval: 50,
    });
    await sleep(150);
    return answers.map((a) => (a.body as { id: number }).id);
  };
  const cleanUp = async () => {
    await shop?.stop();
    await database.close();
    await store.remove();
    await fake.close();
  };
  /** The two servers, once sold through; a test may start one again in its place. */
  const running = () => {
    if (!shop) throw new Error('Primero sell()');
    return shop;
  };
  return { fake, database, running, sell, cleanUp };
}

describe.runIf(testDbKind === 'postgres')('facturas con dos procesos sobre una base', () => {
  test('dos servidores, muertos a mitad de camino y vueltos a arrancar: cada venta una factura, números sin hueco ni repetición', async () => {
    const shop = await arcaShop();
    try {
      const saleIds = await shop.sell();
      const { servers, env } = shop.running();
      // Kill both (the lease's holder among them) mid-work, and start them again: the attempt
      // on its way is settled after restart.
      for (const server of servers) server.child.kill('SIGKILL');
      expect(await Promise.all(servers.map((s) => s.exited))).toEqual(['SIGKILL', 'SIGKILL']);
      servers[0] = await startServer(env(0));
      servers[1] = await startServer(env(1));
      await expectNumbering(shop.database, shop.fake, saleIds);
    } finally {
      await shop.cleanUp();
    }
  }, 240_000);

  test('muere sólo el que tiene el turno, a mitad de una factura: el otro sigue enseguida, sin hueco ni repetición', async () => {
    const shop = await arcaShop();
    const { database, fake } = shop;
    try {
      const saleIds = await shop.sell();
      const { servers, env } = shop.running();
      const lease = () => database.db.select().from(arcaTurnos).where(eq(arcaTurnos.puntoVenta, 3));
      // The holder of the turn now (between two rounds nobody holds it).
      const holderPid = await vi.waitFor(
        async () => {
          const [row] = await lease();
          expect(row?.holder).toBeTruthy();
          return (JSON.parse(row!.holder!) as { pid: number }).pid;
        },
        { timeout: 10_000, interval: 20 },
      );
      const victim = servers.findIndex((s) => s.child.pid === holderPid) as 0 | 1 | -1;
      if (victim === -1) throw new Error('Ningún servidor tiene el turno');
      const issuedBefore = fake.issued.length;
      servers[victim]!.child.kill('SIGKILL');
      expect(await servers[victim]!.exited).toBe('SIGKILL');
      const killedAt = Date.now();
      // The survivor takes the dead holder's turn before its lease would have run out.
      const [dead] = await database.db
        .select()
        .from(arcaTurnos)
        .where(eq(arcaTurnos.puntoVenta, 3));
      await vi.waitFor(() => expect(fake.issued.length).toBeGreaterThan(issuedBefore), {
        timeout: 60_000,
        interval: 50,
      });
      const resumedAfterMs = Date.now() - killedAt;
      expect(Date.now()).toBeLessThan(dead!.hasta.getTime());
      console.info(`Facturas: el otro servidor siguió ${resumedAfterMs} ms después del SIGKILL`);
      await expectNumbering(database, fake, saleIds);
      servers[victim] = await startServer(env(victim)); // and it comes back to a quiet queue
    } finally {
      await shop.cleanUp();
    }
  }, 240_000);
});
