// MARKET §7b: weighing an order changes its total, and the next "Pagar con Mercado Pago" must be a
// new preference for the new total. Before round 4 the idempotency key was the sale id alone, so
// Mercado Pago answered with the old preference and the customer paid the old amount.
import { expect, test } from 'vitest';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { mercadoPagoTestApp } from '../../../test/support/mercadopago.ts';
import { webOrder } from '../../../test/support/sales.ts';

const t = mercadoPagoTestApp();

test('pesado el pedido ($ 1.800 → $ 2.400), "Pagar con Mercado Pago" es una preferencia nueva por el total nuevo', async () => {
  const db = t.database.db;
  const queso = await insertProduct(db, {
    nombre: 'Queso',
    unidad: 'kg',
    paso: 250,
    precio: 2400,
    stock: 5000,
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: queso.id, cantidad: 750 }], { formaPago: 'mercadopago' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { id: number; pedido: string; pagarEn: string; total: string };
  expect(order.total).toBe('1800.00');
  const token = new URL(order.pedido, 'http://x').searchParams.get('t') ?? '';
  const { cookie } = await t.signIn('seller');
  const weighed = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${order.id}/peso`,
    payload: { idProducto: queso.id, gramos: 1000 },
    cookie,
  });
  expect(weighed.json().total).toBe('2400.00');
  const pagar = await t.request({
    method: 'POST',
    url: `/api/pedido/${order.id}/pagar?t=${encodeURIComponent(token)}`,
  });
  expect(pagar.statusCode).toBe(200);
  expect(pagar.json().pagarEn).not.toBe(order.pagarEn);
  const keys = t.fake.received.map((r) => r.headers['x-idempotency-key']);
  expect(keys[0]).not.toBe(keys[1]);
  expect(t.fake.received.at(-1)?.body.items).toEqual([
    expect.objectContaining({ quantity: 1, unit_price: 2400 }),
  ]);
  // Asking again for the same total is the same preference (a retry is not a second one).
  const again = await t.request({
    method: 'POST',
    url: `/api/pedido/${order.id}/pagar?t=${encodeURIComponent(token)}`,
  });
  expect(again.json().pagarEn).toBe(pagar.json().pagarEn);
});
