// MARKET §14: the preference of an order with an Envío fee carries it as its own item after the
// products, and the items add up to the order's total.
import { expect, test } from 'vitest';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { mercadoPagoTestApp } from '../../../test/support/mercadopago.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { envioZonas } from '../../db/schema.ts';

const t = mercadoPagoTestApp();

test('el costo de envío es un ítem "Envío {zona}" después de los productos y los ítems suman el total', async () => {
  const db = t.database.db;
  await db.insert(envioZonas).values({
    nombre: 'Centro',
    nombreClave: 'centro',
    barrios: ['Centro'],
    costoCents: 150_050,
    minimo: 0,
  });
  const miel = await insertProduct(db, { nombre: 'Miel', precio: 1500, stock: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: miel.id, cantidad: 2 }], {
      formaPago: 'mercadopago',
      envio: 'envio',
      cliente: { ...CLIENTE, barrio: 'centro' },
    }),
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().total).toBe('4500.50');
  const items = t.fake.received.at(-1)?.body.items as { quantity: number; unit_price: number }[];
  expect(items).toEqual([
    expect.objectContaining({ id: miel.sku, quantity: 2, unit_price: 1500 }),
    { id: 'envio', title: 'Envío Centro', quantity: 1, unit_price: 1500.5, currency_id: 'ARS' },
  ]);
  const sum = items.reduce((cents, i) => cents + Math.round(i.unit_price * 100) * i.quantity, 0);
  expect(sum).toBe(450_050);
});
