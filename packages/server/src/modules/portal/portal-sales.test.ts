// MARKET §15 "Ventas" and "Ferias" of the producer's portal: only the lines of their products,
// nothing of the customer nor of another producer; annulled sales never; the ferias ahead with
// their orders holding the producer's products.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertFeria } from '../../../test/support/ferias.ts';
import { portalMarket } from '../../../test/support/portal.ts';
import { webOrder } from '../../../test/support/sales.ts';

const t = buildTestApp();
const hoy = shopToday();
const range = `desde=${addDays(hoy, -1)}&hasta=${hoy}`;

test('ventas por fechas: solo las líneas de sus productos, sin nada del cliente; anuladas nunca', async () => {
  const { cookie, acelga, get, saleId } = await portalMarket(t);
  const web = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: acelga.id, cantidad: 1 }], { formaPago: 'transferencia' }),
  });
  expect(web.statusCode, web.body).toBe(201);
  const annulled = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: acelga.id, cantidad: 4 }], {
      formaPago: 'transferencia',
      cliente: { ...webOrder([]).cliente, correo: 'otra@example.com' },
    }),
  });
  expect(annulled.statusCode, annulled.body).toBe(201);
  const del = `/api/sheets/delete/sale/${annulled.json().id}`;
  expect((await t.request({ method: 'DELETE', url: del, cookie })).statusCode).toBe(200);

  const res = await get(`/api/productor/ventas?${range}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toEqual({
    lineas: [
      {
        pedidoId: saleId,
        fecha: hoy,
        feria: null,
        canal: 'pos',
        idProducto: acelga.id,
        producto: 'Acelga',
        medida: expect.any(String),
        unidad: 'unidad',
        cantidad: 3,
        precio: 1000,
        importe: 3000,
        cobrado: true,
        entregado: true,
      },
      expect.objectContaining({
        pedidoId: web.json().id,
        canal: 'web',
        cantidad: 1,
        importe: 1000,
      }),
    ],
    total: 4000,
  });
  expect(body.lineas[1]).toMatchObject({ cobrado: false, entregado: false });
  // Nothing of the customers, nor of the other producer's queso.
  expect(res.body).not.toMatch(/Marta|Martina|example\.com|3425551234|San Martín|Queso/);

  const csv = await get(`/api/productor/ventas.csv?${range}`);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toContain('text/csv');
  const [header, first] = csv.body.replace('\uFEFF', '').split('\r\n');
  expect(header).toBe(
    'Fecha;Feria;Pedido;Producto;Medida;Cantidad;Precio;Importe;Cobrado;Entregado',
  );
  const dia = `${hoy.slice(8)}/${hoy.slice(5, 7)}/${hoy.slice(0, 4)}`;
  expect(first).toMatch(new RegExp(`^${dia};;${saleId};Acelga;[^;]*;3;1000,00;3000,00;si;si$`));
});

test('ventas por feria, 400 sin período, 404 feria desconocida; otros roles no entran', async () => {
  const { acelga, get, cookie } = await portalMarket(t);
  const feria = await insertFeria(t.database.db, { fecha: addDays(hoy, 3), lugar: 'Plaza <b>' });
  const order = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: acelga.id, cantidad: 2 }], { feriaId: feria.id }),
  });
  expect(order.statusCode, order.body).toBe(201);
  const byFeria = await get(`/api/productor/ventas?feriaId=${feria.id}`);
  expect(byFeria.statusCode, byFeria.body).toBe(200);
  expect(byFeria.json().lineas).toEqual([
    expect.objectContaining({
      pedidoId: order.json().id,
      feria: { id: feria.id, fecha: feria.fecha, lugar: 'Plaza <b>' },
      cantidad: 2,
    }),
  ]);
  const csv = await get(`/api/productor/ventas.csv?feriaId=${feria.id}`);
  const ddmm = `${feria.fecha.slice(8)}/${feria.fecha.slice(5, 7)}`;
  expect(csv.body).toContain(`;${ddmm} Plaza <b>;${order.json().id};Acelga;`);

  const none = await get('/api/productor/ventas');
  expect(none.statusCode).toBe(400);
  expect(none.json()).toMatchObject({ error: 'Elegí las fechas "Desde" y "Hasta" o una feria' });
  expect((await get(`/api/productor/ventas?desde=${hoy}`)).statusCode).toBe(400);
  const unknown = await get('/api/productor/ventas?feriaId=99999');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ error: 'Feria no encontrada' });

  expect((await get(`/api/productor/ventas?${range}`, cookie)).statusCode).toBe(403);
  const anonymous = await t.request({ method: 'GET', url: `/api/productor/ventas?${range}` });
  expect(anonymous.statusCode).toBe(401);
  expect((await get('/api/productor/ferias', cookie)).statusCode).toBe(403);
});

test('ferias: las programadas desde hoy, con sus pedidos con mis productos y "No llevo"', async () => {
  const { acelga, queso, get } = await portalMarket(t);
  const db = t.database.db;
  const pasada = await insertFeria(db, { fecha: addDays(hoy, -2) });
  const cancelada = await insertFeria(db, { fecha: addDays(hoy, 2), estado: 'cancelada' });
  const lejos = await insertFeria(db, { fecha: addDays(hoy, 9), lugar: 'Parque Federal' });
  const cerca = await insertFeria(db, { fecha: addDays(hoy, 2), lugar: 'Plaza San Martín' });
  const place = (id: number, feriaId: number, correo: string) =>
    t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id, cantidad: 1 }], {
        feriaId,
        cliente: { ...webOrder([]).cliente, correo },
      }),
    });
  expect((await place(acelga.id, cerca.id, 'a@example.com')).statusCode).toBe(201);
  expect((await place(acelga.id, cerca.id, 'b@example.com')).statusCode).toBe(201);
  expect((await place(queso.id, cerca.id, 'c@example.com')).statusCode).toBe(201);
  expect((await place(queso.id, lejos.id, 'd@example.com')).statusCode).toBe(201);

  const res = await get('/api/productor/ferias');
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json() as { id: number; pedidos: number; noLlevo: boolean }[];
  expect(list.map((f) => f.id)).toEqual([cerca.id, lejos.id]);
  expect(list[0]).toEqual({
    id: cerca.id,
    fecha: cerca.fecha,
    desde: cerca.desde,
    hasta: cerca.hasta,
    lugar: 'Plaza San Martín',
    direccion: cerca.direccion,
    cierre: cerca.cierre.toISOString(),
    abierta: true,
    noLlevo: false,
    pedidos: 2,
  });
  expect(list[1]).toMatchObject({ pedidos: 0, noLlevo: false });
  expect(list.map((f) => f.id)).not.toContain(pasada.id);
  expect(list.map((f) => f.id)).not.toContain(cancelada.id);
});
