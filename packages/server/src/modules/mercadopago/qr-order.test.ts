// MARKET §11: a stall QR sale creates its Mercado Pago order after the sale is committed.
import { expect, test } from 'vitest';
import { TOKEN } from '../../../test/support/mercadopago.ts';
import { POS_ID, postQrSale, qrSale, qrTestApp, saleRow } from '../../../test/support/qr-sale.ts';
import { stockOf } from '../../../test/support/sales.ts';

const t = qrTestApp();

test('GET /api/config dice qrPuesto: true', async () => {
  const res = await t.request({ method: 'GET', url: '/api/config' });
  expect(res.json()).toMatchObject({ mercadoPago: true, qrPuesto: true });
});

test('una venta QR del puesto: Entregado, cobro pendiente (qr) y la orden de Mercado Pago como dice §11', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale, product } = await qrSale(t, cookie);
  expect(sale).toMatchObject({
    total: '1069.99',
    recargo: '70.00',
    estadoPago: 'Entregado',
    cobro: { estado: 'pendiente', medio: 'qr', fecha: null, mercadoPago: null },
  });
  expect(t.fake.created).toHaveLength(1);
  const call = t.fake.created[0];
  expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(call?.headers['x-idempotency-key']).toBeTruthy();
  expect(call?.body).toEqual({
    type: 'qr',
    external_reference: String(sale.id),
    total_amount: '1069.99',
    description: `Venta #${sale.id}`,
    expiration_time: 'PT10M',
    config: { qr: { external_pos_id: POS_ID, mode: 'dynamic' } },
    transactions: { payments: [{ amount: '1069.99' }] },
  });
  const order = [...t.fake.orders.values()][0];
  expect(sale.qr).toEqual({
    ordenId: order?.id,
    datos: order?.type_response.qr_data,
    vence: expect.any(String),
  });
  const vence = Date.parse(sale.qr?.vence ?? '') - Date.now();
  expect(vence).toBeGreaterThan(9 * 60 * 1000);
  expect(vence).toBeLessThanOrEqual(10 * 60 * 1000);
  expect(await stockOf(t.database.db, product.id)).toBe(9);
  expect(await saleRow(t, sale.id)).toMatchObject({
    mpOrdenId: order?.id,
    cobroEstado: 'pendiente',
  });
});

test('la misma venta repetida (Idempotency-Key) es la misma orden: la misma X-Idempotency-Key', async () => {
  const { cookie } = await t.signIn('seller');
  const key = { 'idempotency-key': 'venta-qr-repetida-0001' };
  const { sale, product } = await qrSale(t, cookie, {}, key);
  const again = await postQrSale(t, cookie, product.id, {}, key);
  expect(again.statusCode).toBe(201);
  expect(again.json().qr).toMatchObject({ ordenId: sale.qr?.ordenId, datos: sale.qr?.datos });
  expect(t.fake.created).toHaveLength(2);
  const [first, second] = t.fake.created;
  expect(second?.headers['x-idempotency-key']).toBe(first?.headers['x-idempotency-key']);
  expect(t.fake.orders.size).toBe(1);
  // Another sale, another key.
  await qrSale(t, cookie);
  expect(t.fake.created[2]?.headers['x-idempotency-key']).not.toBe(
    first?.headers['x-idempotency-key'],
  );
});

test('Mercado Pago falla o no contesta: la venta queda creada, cobro pendiente, sin qr', async () => {
  const { cookie } = await t.signIn('seller');
  for (const mode of ['fail', 'hang'] as const) {
    t.fake.mode = mode;
    const { sale } = await qrSale(t, cookie);
    expect(sale.qr).toBeUndefined();
    expect(sale.cobro).toMatchObject({ estado: 'pendiente', medio: 'qr' });
    expect(await saleRow(t, sale.id)).toMatchObject({ estado: 'Entregado', mpOrdenId: null });
  }
  expect(t.fake.created).toHaveLength(2);
}, 11_000);

test('sin conexión (creadaEn): cobro pendiente con medio qr y ninguna orden de Mercado Pago', async () => {
  const { cookie } = await t.signIn('seller');
  const creadaEn = new Date(Date.now() - 5 * 60 * 1000).toISOString();
  const { sale } = await qrSale(t, cookie, { creadaEn });
  expect(sale.qr).toBeUndefined();
  expect(sale.cobro).toMatchObject({ estado: 'pendiente', medio: 'qr', fecha: null });
  expect(t.fake.created).toHaveLength(0);
  // Ventas' "Sin cobrar" filters the cards by their cobro.
  const list = await t.request({
    method: 'GET',
    url: '/api/sheets/sale',
    cookie: (await t.signIn('admin')).cookie,
  });
  const card = list.json().find((s: { id: number }) => s.id === sale.id);
  expect(card.cobro).toMatchObject({ estado: 'pendiente', medio: 'qr' });
});

test('otras formas de pago del puesto siguen cobradas al crearse y no crean orden', async () => {
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t, cookie, { formaPago: 'tarjetaDebito' });
  expect(sale.cobro.estado).toBe('cobrado');
  expect(sale.qr).toBeUndefined();
  expect(t.fake.created).toHaveLength(0);
});
