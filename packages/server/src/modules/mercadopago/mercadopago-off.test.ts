import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount, webOrder } from '../../../test/support/sales.ts';
import { loadConfig } from '../../config.ts';

// No MERCADOPAGO_ACCESS_TOKEN: nothing of Mercado Pago shows.
const t = buildTestApp();

test('sin token: /api/config dice que no, el pedido con Mercado Pago es 400 y el webhook no existe', async () => {
  expect((await t.request({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
    mercadoPago: false,
  });
  const p = await insertProduct(t.database.db, { precio: 100, stock: 5 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }], { formaPago: 'mercadopago' }),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'La forma de pago no es válida' });
  expect(await saleCount(t.database.db)).toBe(0);
  const hook = await t.app.inject({
    method: 'POST',
    url: '/api/mercadopago/webhook?data.id=1&type=payment',
    payload: {},
  });
  expect(hook.statusCode).toBe(404);
});

test('el token sin el secreto del webhook no arranca', () => {
  expect(() => loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'x' })).toThrow(
    'MERCADOPAGO_WEBHOOK_SECRET: hace falta con MERCADOPAGO_ACCESS_TOKEN',
  );
});
