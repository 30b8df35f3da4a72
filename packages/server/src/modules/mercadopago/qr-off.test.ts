// MARKET §11: without MERCADOPAGO_POS_ID the stall's QR works as before.
import { expect, test } from 'vitest';
import { mercadoPagoTestApp } from '../../../test/support/mercadopago.ts';
import { qrSale } from '../../../test/support/qr-sale.ts';

const t = mercadoPagoTestApp();

test('sin MERCADOPAGO_POS_ID: qrPuesto false y la venta QR se crea cobrada, sin orden', async () => {
  expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
    mercadoPago: true,
    qrPuesto: false,
  });
  const { cookie } = await t.signIn('seller');
  const { sale } = await qrSale(t as never, cookie);
  expect(sale.cobro).toMatchObject({ estado: 'cobrado', medio: 'qr' });
  expect(sale.qr).toBeUndefined();
  expect(t.fake.created).toHaveLength(0);
});
