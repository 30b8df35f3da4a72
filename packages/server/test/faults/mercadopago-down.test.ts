// Issue 43, faults of what Feria depends on: Mercado Pago hanging (accepts and never answers, or
// stalls halfway through its answer), cutting the connection, answering 500, or not there at all
// (connection refused) while a web order creates its preference and a stall QR sale its order.
// The sale is made and kept, the customer is told in Spanish to try again, nobody waits longer
// than MERCADOPAGO_TIMEOUT_MS, and the shop keeps selling meanwhile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sales } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { webOrder } from '../support/sales.ts';
import { type BrokenService, brokenService, type Fault } from './broken-service.ts';

const env: Record<string, string> = {
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token-de-prueba',
  MERCADOPAGO_WEBHOOK_SECRET: 'secreto-del-webhook-de-las-pruebas-32',
  MERCADOPAGO_POS_ID: 'FERIA-CAJA-1',
  MERCADOPAGO_TIMEOUT_MS: '1000',
};
let mp: BrokenService;
beforeAll(async () => {
  mp = await brokenService();
  env.MERCADOPAGO_API_URL = mp.url;
});
afterAll(() => mp.close());
const t = buildTestApp(env);

const FAULTS: Fault[] = ['silent', 'stalled-body', 'reset', 'http-500', 'refused'];
const NO_RESPONDE = { error: 'Mercado Pago no responde, probá de nuevo en unos minutos' };
// MERCADOPAGO_TIMEOUT_MS (1 s) plus a busy machine's slack: bounded, not instant.
const BOUND_MS = 8_000;

async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

test.each(FAULTS)(
  'Mercado Pago %s: el pedido web se guarda, /pagar dice que no responde',
  async (fault) => {
    await mp.set(fault);
    const p = await insertProduct(t.database.db, { precio: 1500, stock: 10 });
    const order = t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id: p.id, cantidad: 1 }], { formaPago: 'mercadopago' }),
    });
    // The shop keeps selling while Mercado Pago keeps this order waiting.
    let orderDone = false;
    void order.then(() => (orderDone = true));
    const q = await insertProduct(t.database.db, { precio: 100, stock: 10 });
    const cash = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id: q.id, cantidad: 1 }], {
        cliente: { nombre: 'Otra', correo: 'otra@correo.test', celular: '3425550000' },
      }),
    });
    expect(cash.statusCode, cash.body).toBe(201);
    if (fault === 'silent' || fault === 'stalled-body') expect(orderDone).toBe(false);

    const { value: res, ms } = await timed(order);
    expect(res.statusCode, res.body).toBe(201);
    expect(ms).toBeLessThan(BOUND_MS);
    const body = res.json() as { id: number; pedido: string; pagarEn?: string };
    expect(body.pagarEn).toBeUndefined();
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, body.id));
    expect(row).toMatchObject({ formaPago: 'mercadopago', cobroEstado: 'pendiente' });

    const token = new URL(body.pedido, 'http://x').searchParams.get('t') ?? '';
    const pagar = await timed(
      t.request({ method: 'POST', url: `/api/pedido/${body.id}/pagar?t=${token}` }),
    );
    expect(pagar.value.statusCode).toBe(502);
    expect(pagar.value.json()).toEqual(NO_RESPONDE);
    expect(pagar.ms).toBeLessThan(BOUND_MS);
  },
);

test.each(FAULTS)(
  'Mercado Pago %s: la venta QR del puesto queda hecha, cobro pendiente y sin qr',
  async (fault) => {
    await mp.set(fault);
    const { cookie } = await t.signIn('seller');
    const p = await insertProduct(t.database.db, { precio: 999.99, stock: 10 });
    const { value: res, ms } = await timed(
      t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        cookie,
        payload: {
          canal: 'pos',
          productos: [{ id: p.id, cantidad: 1 }],
          formaPago: 'qr',
          envio: 'retiro',
          cliente: { nombre: 'Cliente del puesto' },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(ms).toBeLessThan(BOUND_MS);
    const sale = res.json() as { id: number; qr?: unknown; cobro: unknown };
    expect(sale.qr).toBeUndefined();
    expect(sale.cobro).toMatchObject({ estado: 'pendiente', medio: 'qr' });
    const [row] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(row).toMatchObject({ estado: 'Entregado', mpOrdenId: null });
  },
);

test('después de las fallas el servidor sigue listo', async () => {
  await mp.set('refused');
  expect((await t.request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  expect(mp.accepted).toBeGreaterThan(0);
});
