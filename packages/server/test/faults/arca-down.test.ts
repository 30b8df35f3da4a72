// Issue 43, faults of what Feria depends on: ARCA (WSAA and wsfev1) hanging (accepts and never
// answers, or stalls halfway through its answer), cutting the connection, answering 500, or not
// there at all. A sale never waits on ARCA: the stall answers at once, even while the invoice
// worker is stuck on ARCA; the worker gives up within ARCA_TIMEOUT_MS, and the factura stays
// "pendiente" for a later round, not lost and not "rechazada".
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { facturas } from '../../src/db/schema.ts';
import { announceArca } from '../../src/modules/facturas/queue.ts';
import { type FacturaWorker, startFacturaWorker } from '../../src/modules/facturas/worker.ts';
import { buildTestApp } from '../support/app.ts';
import { makeCertificate } from '../support/arca-fake.ts';
import { insertProduct } from '../support/fixtures.ts';
import { type BrokenService, brokenService, type Fault } from './broken-service.ts';

const env: Record<string, string> = {
  ARCA_CUIT: '20123456786',
  ARCA_PUNTO_VENTA: '3',
  ARCA_TIMEOUT_MS: '1000',
};
let arca: BrokenService;
let worker: FacturaWorker | null = null;
beforeAll(async () => {
  arca = await brokenService();
  const { cert, key } = makeCertificate();
  Object.assign(env, {
    ARCA_CERT: cert,
    ARCA_KEY: key,
    ARCA_WSAA_URL: `${arca.url}/ws/services/LoginCms`,
    ARCA_WSFE_URL: `${arca.url}/wsfev1/service.asmx`,
  });
});
afterAll(async () => {
  await worker?.stop();
  await arca.close();
});
const t = buildTestApp(env);

const FAULTS: Fault[] = ['silent', 'stalled-body', 'reset', 'http-500', 'refused'];
// ARCA_TIMEOUT_MS (1 s) for the one call that hangs, plus a busy machine's slack.
const BOUND_MS = 8_000;

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

const stallSale = (id: number) => ({
  canal: 'pos',
  productos: [{ id, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto', documento: '12.345.678' },
});

test.each(FAULTS)(
  'ARCA %s: la venta del puesto no espera, y la factura queda pendiente para otra vuelta',
  async (fault) => {
    await announceArca(t.database.db, t.config.arca);
    await arca.set(fault);
    const { cookie } = await t.signIn('seller');
    const p = await insertProduct(t.database.db, { precio: 1500, stock: 10 });
    const sell = () =>
      timed(
        t.request({ method: 'POST', url: '/api/sheets/sale', cookie, payload: stallSale(p.id) }),
      );

    const first = await sell();
    expect(first.value.statusCode, first.value.body).toBe(201);
    const id = (first.value.json() as { id: number }).id;

    if (!t.config.arca) throw new Error('ARCA apagado');
    worker ??= startFacturaWorker(t.database.db, t.config.arca, {
      pollMs: 3_600_000,
      log: { warn: () => {} },
    });
    const round = timed(worker.runOnce());
    // While the worker waits on ARCA, the stall keeps selling without waiting.
    const second = await sell();
    expect(second.value.statusCode, second.value.body).toBe(201);
    expect(second.ms).toBeLessThan(BOUND_MS);

    const { ms } = await round;
    expect(ms).toBeLessThan(BOUND_MS);
    const [row] = await t.database.db.select().from(facturas).where(eq(facturas.saleId, id));
    expect(row).toMatchObject({ estado: 'pendiente', numero: null, intentos: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  },
);

test('después de las fallas de ARCA el servidor sigue listo', async () => {
  expect((await t.request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  expect(arca.accepted).toBeGreaterThan(0);
});
