import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ORIGIN } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { mercadoPagoTestApp, mpOrder, TOKEN } from '../../../test/support/mercadopago.ts';
import { saleCount, webOrder } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = mercadoPagoTestApp();
const NO_RESPONDE = { error: 'Mercado Pago no responde, probá de nuevo en unos minutos' };

const MP_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/;

const pagar = (id: number, token: string) =>
  t.request({ method: 'POST', url: `/api/pedido/${id}/pagar?t=${encodeURIComponent(token)}` });

test('GET /api/config dice que Mercado Pago está', async () => {
  const res = await t.request({ method: 'GET', url: '/api/config' });
  expect(res.json()).toMatchObject({ mercadoPago: true });
  expect(res.body).not.toContain(TOKEN);
});

test('el pedido crea la preferencia con los precios del servidor, la referencia, el webhook y la vuelta a la página del pedido', async () => {
  const order = await mpOrder(t);
  expect(order.pagarEn).toMatch(new RegExp(`^${t.fake.url}/checkout/v1/redirect\\?pref_id=`));
  expect(t.fake.received).toHaveLength(1);
  const [sent] = t.fake.received;
  expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(sent?.headers['x-idempotency-key']).toBe(`feria-venta-${order.id}-325050`);
  const page = `${ORIGIN}${order.pedido}`;
  expect(sent?.body).toEqual({
    items: [
      {
        id: order.miel.sku,
        title: 'Miel · Marca de prueba · 500 g',
        quantity: 2,
        unit_price: 1500,
        currency_id: 'ARS',
      },
      {
        id: order.pan.sku,
        title: 'Pan · Marca de prueba · 500 g',
        quantity: 1,
        unit_price: 250.5,
        currency_id: 'ARS',
      },
    ],
    external_reference: String(order.id),
    notification_url: `${ORIGIN}/api/mercadopago/webhook`,
    back_urls: { success: page, pending: page, failure: page },
    auto_return: 'approved',
    expires: true,
    expiration_date_from: expect.stringMatching(MP_DATE),
    expiration_date_to: expect.stringMatching(MP_DATE),
  });
  const [row] = await t.database.db.select().from(sales).where(eq(sales.id, order.id));
  // Issue 57 (3): payable until the moment expire-unpaid annuls it (VENCE_PAGO_HORAS, 24 h here).
  const body = sent?.body as unknown as {
    expiration_date_from: string;
    expiration_date_to: string;
  };
  const createdAt = row?.createdAt.getTime() ?? 0;
  expect(Date.parse(body.expiration_date_to)).toBe(createdAt + 24 * 60 * 60_000);
  expect(Math.abs(Date.parse(body.expiration_date_from) - createdAt)).toBeLessThan(60_000);
  expect(row).toMatchObject({ formaPago: 'mercadopago', totalCents: 325_050, recargoCents: 0 });
  expect(row?.cobroEstado).toBe('pendiente');
});

test('Mercado Pago falla: el pedido queda sin pagarEn; /pagar da 502 y después 200 con la misma preferencia', async () => {
  t.fake.mode = 'fail';
  const order = await mpOrder(t);
  expect(order.pagarEn).toBeUndefined();
  expect(await saleCount(t.database.db)).toBe(1);
  const failed = await pagar(order.id, order.token);
  expect(failed.statusCode).toBe(502);
  expect(failed.json()).toEqual(NO_RESPONDE);
  t.fake.mode = 'ok';
  const ok = await pagar(order.id, order.token);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().pagarEn).toMatch(`${t.fake.url}/checkout/v1/redirect?pref_id=`);
  const keys = t.fake.received.map((r) => r.headers['x-idempotency-key']);
  expect(new Set(keys)).toEqual(new Set([`feria-venta-${order.id}-325050`]));
  expect(t.fake.received.at(-1)?.body.back_urls.success).toBe(`${ORIGIN}${order.pedido}`);
});

test('Mercado Pago no contesta: a los 300 ms de prueba el pedido responde 201 sin pagarEn; /pagar 502', async () => {
  t.fake.mode = 'hang';
  const started = Date.now();
  const order = await mpOrder(t);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(order.pagarEn).toBeUndefined();
  const [row] = await t.database.db.select().from(sales).where(eq(sales.id, order.id));
  expect(row?.cobroEstado).toBe('pendiente');
  const res = await pagar(order.id, order.token);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual(NO_RESPONDE);
});

test('/pagar: token equivocado 404; pedido de otra forma de pago o ya cobrado 409; nada llega a Mercado Pago', async () => {
  const order = await mpOrder(t);
  t.fake.received.length = 0;
  const wrong = await pagar(order.id, `${order.token}x`);
  expect(wrong.statusCode).toBe(404);
  expect(wrong.json()).toEqual({ error: 'Pedido no encontrado' });
  const p = await insertProduct(t.database.db, { precio: 100, stock: 5 });
  const cash = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }], { formaPago: 'transferencia' }),
  });
  const cashToken = new URL(cash.json().pedido, 'http://x').searchParams.get('t') ?? '';
  const other = await pagar(cash.json().id, cashToken);
  expect(other.statusCode).toBe(409);
  expect(other.json()).toEqual({ error: 'El pedido no se paga con Mercado Pago' });
  const { cookie } = await t.signIn('admin');
  await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${order.id}/cobro`,
    cookie,
    payload: { cobrado: true },
  });
  const paid = await pagar(order.id, order.token);
  expect(paid.statusCode).toBe(409);
  expect(paid.json()).toEqual({ error: 'El pedido ya no admite pagos' });
  expect(t.fake.received).toEqual([]);
});

test('en el puesto, Mercado Pago se rechaza con 400 y no se vende nada', async () => {
  const p = await insertProduct(t.database.db, { precio: 100, stock: 5 });
  const { cookie } = await t.signIn('seller');
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: webOrder([{ id: p.id, cantidad: 1 }], { canal: 'pos', formaPago: 'mercadopago' }),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'La forma de pago no es válida' });
  expect(await saleCount(t.database.db)).toBe(0);
  expect(t.fake.received).toEqual([]);
});

test('una línea por peso va como un ítem de sus gramos a su subtotal, y la preferencia suma el total', async () => {
  const tomate = await insertProduct(t.database.db, {
    nombre: 'Tomate',
    precio: 2400,
    stock: 5000,
    unidad: 'kg',
    paso: 250,
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: tomate.id, cantidad: 750 }], { formaPago: 'mercadopago' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [sent] = t.fake.received;
  const body = sent?.body as { items: { title: string; quantity: number; unit_price: number }[] };
  const items = body.items;
  expect(items).toEqual([
    expect.objectContaining({
      title: 'Tomate · Marca de prueba · 750 g',
      quantity: 1,
      unit_price: 1800,
    }),
  ]);
  expect(res.json()).toMatchObject({ total: '1800.00' });
});
