// MARKET §10 with §7: a Mercado Pago order changed before it is paid is paid at its new total —
// "Pagar con Mercado Pago" asks for a checkout of the new lines.
import { expect, test } from 'vitest';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { mercadoPagoTestApp, mpOrder } from '../../../test/support/mercadopago.ts';

const t = mercadoPagoTestApp();

test('un pedido de Mercado Pago cambiado antes de pagar pide el pago del nuevo total', async () => {
  await insertFeria(t.database.db, { fecha: inDays(3) });
  const order = await mpOrder(t);
  const changed = await t.request({
    method: 'PUT',
    url: `/api/pedido/${order.id}?t=${order.token}`,
    payload: { productos: [{ id: order.miel.id, cantidad: 3 }] },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json()).toMatchObject({ formaPago: 'mercadopago', total: '4500.00' });
  expect(changed.json().cobro.estado).toBe('pendiente');
  const pay = await t.request({
    method: 'POST',
    url: `/api/pedido/${order.id}/pagar?t=${order.token}`,
  });
  expect(pay.statusCode, pay.body).toBe(200);
  expect(pay.json().pagarEn).toMatch(`${t.fake.url}/checkout/v1/redirect?pref_id=`);
  const sent = t.fake.received.at(-1)?.body;
  expect(sent?.items).toEqual([
    expect.objectContaining({ quantity: 3, unit_price: 1500, currency_id: 'ARS' }),
  ]);
  expect(sent?.external_reference).toBe(String(order.id));
});
