// MARKET §14: every Sale answer carries the order's Envío fee (envioCosto, like recargo) and its
// zone's nombre; the admin's detail carries the customer's barrio. Runs on PGlite and PostgreSQL.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { envioZonas } from '../../db/schema.ts';

const t = buildTestApp();

test('el detalle, la página del pedido, las compras y Preparación muestran el costo de envío y la zona', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db);
  await db.insert(envioZonas).values({
    nombre: 'Centro',
    nombreClave: 'centro',
    barrios: ['Candioti Sur'],
    costoCents: 150_050,
    minimo: 0,
  });
  const p = await insertProduct(db, { precio: 2000, stock: 10 });
  const customer = await t.signIn('user');
  const created = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie: customer.cookie,
    payload: webOrder([{ id: p.id, cantidad: 1 }], {
      envio: 'envio',
      cliente: { ...CLIENTE, barrio: 'Candioti Sur' },
    }),
  });
  expect(created.statusCode).toBe(201);
  const { id, pedido } = created.json();
  const fee = { subtotal: '2000.00', envioCosto: '1500.50', total: '3500.50', zona: 'Centro' };

  const { cookie } = await t.signIn('admin');
  const detail = await t.request({ method: 'GET', url: `/api/sheets/sale/${id}`, cookie });
  expect(detail.json()).toMatchObject({ ...fee, recargo: '0.00' });
  expect(detail.json().cliente).toMatchObject({ barrio: 'Candioti Sur' });

  const page = await t.request({ method: 'GET', url: `/api/pedido/${pedido.slice(8)}` });
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject(fee);

  const mine = await t.request({
    method: 'GET',
    url: `/api/sheets/sales/${customer.uid}`,
    cookie: customer.cookie,
  });
  expect(mine.json()[0]).toMatchObject({ envioCosto: '1500.50', total: '3500.50', zona: 'Centro' });

  const prep = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/preparacion`,
    cookie,
  });
  expect(prep.json().pedidos[0]).toMatchObject({
    envioCosto: '1500.50',
    total: '3500.50',
    zona: 'Centro',
  });
});
