// MARKET §12 (round 5): GET /api/facturas/estado (admin) — the ARCA identity, and the pending and
// rejected comprobantes counted from the queue as they are.
import { expect, test } from 'vitest';
import { arcaTestApp } from '../../../test/support/arca.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';

const t = arcaTestApp();

test('estado de la facturación: CUIT, punto de venta, ambiente, pendientes y rechazadas (admin)', async () => {
  const admin = await t.signIn('admin');
  const seller = await t.signIn('seller');
  const url = '/api/facturas/estado';
  const estado = async () => {
    const res = await t.request({ method: 'GET', url, cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  expect(await estado()).toEqual({
    cuit: '20123456786',
    puntoVenta: 3,
    ambiente: t.config.arca?.homologacion ? 'homologacion' : 'produccion',
    pendientes: 0,
    rechazadas: 0,
  });
  expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  expect((await t.request({ method: 'GET', url, cookie: seller.cookie })).statusCode).toBe(403);

  const p = await insertProduct(t.database.db, { precio: 300, stock: 10 });
  for (let i = 0; i < 2; i++) {
    await t.sell(seller.cookie, p.id);
  }
  expect(await estado()).toMatchObject({ pendientes: 2, rechazadas: 0 });
  t.fake.mode = 'reject';
  await t.worker().runOnce();
  expect(await estado()).toMatchObject({ pendientes: 0, rechazadas: 2 });
});
