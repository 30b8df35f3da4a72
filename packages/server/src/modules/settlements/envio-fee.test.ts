// MARKET §14 "Settlements never include it": like a card surcharge, an order's Envío fee is the
// market's income; the producer's bruto, comisión and a pagar count only the product lines, while
// the order's total (and so Recaudación) carries the fee. Runs on PGlite and PostgreSQL.
import { shopToday } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { form } from '../../../test/support/products.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { envioZonas } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);

test('un pedido con costo de envío no cambia el bruto, la comisión ni el a pagar del productor', async () => {
  const cookie = await admin();
  await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
  const acelga = (
    await t.request({
      method: 'POST',
      url: '/api/sheets/data',
      cookie,
      payload: form({ nombre: 'Acelga', marca: 'Granja Los Aromos', precio: 1000 }),
    })
  ).json() as { id: number };
  await t.database.db.insert(envioZonas).values({
    nombre: 'Centro',
    nombreClave: 'centro',
    barrios: ['Centro'],
    costoCents: 150_000,
    minimo: 0,
  });
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: acelga.id, cantidad: 2 }], {
      envio: 'envio',
      cliente: { ...CLIENTE, barrio: 'Centro' },
    }),
  });
  expect(order.statusCode, order.body).toBe(201);
  expect(order.json()).toMatchObject({ total: '3500.00', envioCosto: '1500.00' });
  const cobro = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${order.json().id}/cobro`,
    cookie,
    payload: { cobrado: true },
  });
  expect(cobro.statusCode).toBe(200);

  const today = shopToday();
  const res = await t.request({
    method: 'GET',
    url: `/api/liquidaciones?desde=${today}&hasta=${today}`,
    cookie,
  });
  expect(res.json()).toEqual([
    expect.objectContaining({
      productor: { id: expect.any(Number), nombre: 'Granja Los Aromos' },
      lineas: [expect.objectContaining({ idProducto: acelga.id, cantidad: 2, importe: 2000 })],
      bruto: 2000,
      comision: 200,
      aPagar: 1800,
    }),
  ]);
});
