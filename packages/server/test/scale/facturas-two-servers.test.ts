// MARKET §12 "Each number once", with two real server processes on one PostgreSQL, both
// killed (SIGKILL) while ARCA is answering slowly, then started again: every sale gets exactly one
// Factura C, the numbers are 1…n with no gap and no repeat, and ARCA itself holds each number once.
import fs from 'node:fs';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { facturas } from '../../src/db/schema.ts';
import { type ArcaFake, makeCertificate, startArcaFake } from '../support/arca-fake.ts';
import { testDbKind } from '../support/database.ts';
import { insertProduct } from '../support/fixtures.ts';
import {
  call,
  killAll,
  type Server,
  signInAdmin,
  startServer,
  tempDir,
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

describe.runIf(testDbKind === 'postgres')('facturas con dos procesos sobre una base', () => {
  test('dos servidores, muertos a mitad de camino y vueltos a arrancar: cada venta una factura, números sin hueco ni repetición', async () => {
    const store = await createStore('postgres');
    const { cert, key } = makeCertificate();
    const fake: ArcaFake = await startArcaFake(cert);
    const servers: Server[] = [];
    const dataDirs = [tempDir('feria-fa-'), tempDir('feria-fb-')];
    const database = await store.open();
    try {
      const env = (i: number) => ({
        ...store.env,
        DATA_DIR: dataDirs[i]!,
        ARCA_CUIT: '20123456786',
        ARCA_PUNTO_VENTA: '3',
        ARCA_TIMEOUT_MS: '2000',
        ARCA_CERT: cert,
        ARCA_KEY: key,
        ARCA_WSAA_URL: fake.wsaaUrl,
        ARCA_WSFE_URL: fake.wsfeUrl,
      });
      // The first start migrates and makes the admin; then the second.
      servers.push(await startServer(env(0)));
      servers.push(await startServer(env(1)));
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
      const saleIds = answers.map((a) => (a.body as { id: number }).id);
      // Wait until ARCA has been asked for an invoice, then kill both (the lease's holder among
      // them) mid-work, and start them again: the attempt on its way is settled after restart.
      await vi.waitFor(() => expect(fake.calls.some((c) => c.op === 'FECAESolicitar')).toBe(true), {
        timeout: 30_000,
        interval: 50,
      });
      await sleep(150);
      for (const server of servers) server.child.kill('SIGKILL');
      expect(await Promise.all(servers.map((s) => s.exited))).toEqual(['SIGKILL', 'SIGKILL']);
      servers[0] = await startServer(env(0));
      servers[1] = await startServer(env(1));

      const rows = () => database.db.select().from(facturas).orderBy(asc(facturas.numero));
      await vi.waitFor(
        async () =>
          expect((await rows()).filter((r) => r.estado === 'emitida')).toHaveLength(SALES),
        { timeout: 90_000, interval: 500 },
      );
      const done = await rows();
      expect(done).toHaveLength(SALES);
      expect(done.map((r) => r.numero)).toEqual(Array.from({ length: SALES }, (_, i) => i + 1));
      expect(new Set(done.map((r) => r.saleId))).toEqual(new Set(saleIds));
      // ARCA holds each number once, each for one of these sales' totals.
      const numbers = fake.issued.map((c) => c.numero).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: SALES }, (_, i) => i + 1));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await database.close();
      await store.remove();
      await fake.close();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
