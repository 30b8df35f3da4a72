// Shared by the invoice tests: the shop with ARCA on (CUIT 20123456786, punto de venta 3) against
// a local fake of WSAA and wsfev1 started for the file, a worker driven by hand, and quick sales.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { facturas } from '../../src/db/schema.ts';
import { announceArca } from '../../src/modules/facturas/queue.ts';
import { type FacturaWorker, startFacturaWorker } from '../../src/modules/facturas/worker.ts';
import { buildTestApp } from './app.ts';
import { type ArcaFake, makeCertificate, startArcaFake } from './arca-fake.ts';
import { insertProduct } from './fixtures.ts';

/** A stall sale's body: cash, one product. */
export const stallSale = (productId: number, cantidad = 1, cliente: object = {}) => ({
  canal: 'pos',
  productos: [{ id: productId, cantidad }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto', ...cliente },
});

export function arcaTestApp() {
  const env: Record<string, string> = {
    ARCA_CUIT: '20123456786',
    ARCA_PUNTO_VENTA: '3',
    ARCA_TIMEOUT_MS: '5000',
  };
  const ctx = { fake: undefined as unknown as ArcaFake, worker: null as FacturaWorker | null };
  beforeAll(async () => {
    const { cert, key } = makeCertificate();
    ctx.fake = await startArcaFake(cert);
    Object.assign(env, {
      ARCA_CERT: cert,
      ARCA_KEY: key,
      ARCA_WSAA_URL: ctx.fake.wsaaUrl,
      ARCA_WSFE_URL: ctx.fake.wsfeUrl,
    });
  });
  afterAll(() => ctx.fake.close());
  const t = buildTestApp(env);
  beforeEach(async () => {
    ctx.fake.reset();
    // The test database is emptied before each test, settings included: ARCA on again.
    await announceArca(t.database.db, t.config.arca);
  });
  afterEach(async () => {
    await ctx.worker?.stop();
    ctx.worker = null;
  });
  /** The worker, polling slowly: tests call runOnce themselves. */
  function worker(): FacturaWorker {
    if (!t.config.arca) throw new Error('ARCA apagado');
    ctx.worker ??= startFacturaWorker(t.database.db, t.config.arca, {
      pollMs: 3_600_000,
      log: { warn: () => {} },
    });
    return ctx.worker;
  }
  Object.defineProperty(t, 'fake', { get: () => ctx.fake });
  return Object.assign(t as typeof t & { readonly fake: ArcaFake }, {
    worker,
    /** Every queued row due now (what the waits would reach). */
    async dueNow() {
      await t.database.db.update(facturas).set({ nextAttemptAt: new Date(0) });
    },
    /** A stall sale in cash (a Factura C is queued for it); its id. */
    async sell(cookie: string, productId: number, cantidad = 1, cliente: object = {}) {
      const res = await t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        payload: stallSale(productId, cantidad, cliente),
        cookie,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    },
    /** A web Transferencia order of one $ 100 product, not yet cobrado (no invoice yet); its id. */
    async transferOrder() {
      const p = await insertProduct(t.database.db, { precio: 100, stock: 10 });
      const order = await t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        payload: {
          productos: [{ id: p.id, cantidad: 1 }],
          formaPago: 'transferencia',
          envio: 'retiro',
          cliente: { nombre: 'Ana', correo: 'ana@example.com', celular: '3425550000' },
        },
      });
      expect(order.statusCode, order.body).toBe(201);
      return order.json().id as number;
    },
    rows: (saleId?: number) =>
      saleId === undefined
        ? t.database.db.select().from(facturas).orderBy(facturas.id)
        : t.database.db.select().from(facturas).where(eq(facturas.saleId, saleId)),
  });
}
