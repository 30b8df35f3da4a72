// Shared by the Mercado Pago tests: the shop pointed at a local fake of Mercado Pago's API, a web
// order paid by Mercado Pago, and a notification injected as Mercado Pago sends it.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildTestApp } from './app.ts';
import { insertProduct } from './fixtures.ts';
import {
  FAKE_COLLECTOR_ID,
  type MercadoPagoFake,
  startMercadoPagoFake,
} from './mercadopago-fake.ts';
import { webOrder } from './sales.ts';

export const TOKEN = 'APP_USR-token-de-prueba';
const SECRET = 'secreto-del-webhook-de-las-pruebas-32';

/** The app with Mercado Pago on, against a fake started for this file (timeout 300 ms unless
 * a test of races asks for more: a loaded machine must not turn a race into a timeout). */
export function mercadoPagoTestApp(extra: Record<string, string> = {}, timeoutMs = 300) {
  const env: Record<string, string> = {
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_TIMEOUT_MS: String(timeoutMs),
    ...extra,
  };
  const ctx = { fake: undefined as unknown as MercadoPagoFake };
  beforeAll(async () => {
    ctx.fake = await startMercadoPagoFake({ secret: SECRET, token: TOKEN });
    env.MERCADOPAGO_API_URL = ctx.fake.url;
  });
  afterAll(() => ctx.fake.close());
  const t = buildTestApp(env);
  beforeEach(() => {
    ctx.fake.mode = 'ok';
    ctx.fake.received.length = 0;
    ctx.fake.reads.length = 0;
    ctx.fake.payments.clear();
    ctx.fake.orders.clear();
    ctx.fake.created.length = 0;
    ctx.fake.cancels.length = 0;
    ctx.fake.orderReads.length = 0;
  });
  // Read when a test runs: the fake is started only then.
  Object.defineProperty(t, 'fake', { get: () => ctx.fake });
  return t as typeof t & { readonly fake: MercadoPagoFake };
}

type App = ReturnType<typeof mercadoPagoTestApp>;

/** A web order of 2 × $ 1500 and 1 × $ 250,50 paid by Mercado Pago. */
export async function mpOrder(t: App, extra: Record<string, unknown> = {}) {
  const miel = await insertProduct(t.database.db, { nombre: 'Miel', precio: 1500, stock: 20 });
  const pan = await insertProduct(t.database.db, { nombre: 'Pan', precio: 250.5, stock: 20 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder(
      [
        { id: miel.id, cantidad: 2, precio: 1 },
        { id: pan.id, cantidad: 1, precio: 1 },
      ],
      { formaPago: 'mercadopago', ...extra },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { id: number; pedido: string; pagarEn?: string };
  const token = new URL(body.pedido, 'http://x').searchParams.get('t') ?? '';
  return { ...body, token, miel, pan };
}

/** Mercado Pago's notification of a payment, signed (or not) as the options say. */
export function notify(
  t: App,
  paymentId: string,
  sign: { ts?: string; secret?: string } = {},
  headers: Record<string, string | undefined> = {},
) {
  const n = t.fake.notification(paymentId, sign);
  // No Origin and no session: Mercado Pago calls it from its servers.
  return t.app.inject({
    method: 'POST',
    url: `/api/mercadopago/webhook?${n.query}`,
    headers: Object.fromEntries(
      Object.entries({ ...n.headers, ...headers }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>,
    payload: n.body,
  });
}

/** A payment Mercado Pago knows, for the sale. */
export function knownPayment(
  t: App,
  id: string,
  saleId: number,
  over: {
    status?: string;
    transaction_amount?: number;
    currency_id?: string;
    collector_id?: number;
    transaction_amount_refunded?: number;
  } = {},
) {
  t.fake.payments.set(id, {
    id,
    status: 'approved',
    external_reference: String(saleId),
    transaction_amount: 3250.5,
    currency_id: 'ARS',
    collector_id: FAKE_COLLECTOR_ID,
    ...over,
  });
}
