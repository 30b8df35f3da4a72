import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { webOrder } from '../../../test/support/sales.ts';

const t = buildTestApp();

const purchases = (userId: string, cookie?: string) =>
  t.request({ method: 'GET', url: `/api/sheets/sales/${userId}`, cookie });

test('un cliente ve sus compras, la más nueva primero, con producto, marca, cantidad, medida y total', async () => {
  const db = t.database.db;
  const yerba = await insertProduct(db, {
    nombre: 'Yerba',
    marca: 'Ñandú',
    medida: '1 kg',
    precio: 1500.5,
    imagenes: ['/uploads/y.webp'],
  });
  const arroz = await insertProduct(db, { nombre: 'Arroz', precio: 800 });
  const { uid, cookie } = await t.signIn('user');
  const order = (lines: { id: number; cantidad: number }[], extra = {}) =>
    t.request({ method: 'POST', url: '/api/sheets/sale', payload: webOrder(lines, extra), cookie });
  await order([{ id: yerba.id, cantidad: 2 }]);
  await order([{ id: arroz.id, cantidad: 1 }], { formaPago: 'transferencia', envio: 'envio' });
  await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: arroz.id, cantidad: 1 }]),
  });

  const res = await purchases(uid, cookie);
  expect(res.statusCode).toBe(200);
  const list = res.json();
  expect(list).toHaveLength(2);
  expect(list[0]).toMatchObject({
    id: 2,
    estadoPago: 'Pendiente',
    formaPago: 'transferencia',
    envio: 'envio',
    total: '800.00',
  });
  expect(list[1]).toEqual({
    id: 1,
    fecha: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    estadoPago: 'Pendiente',
    formaPago: 'efectivo',
    envio: 'retiro',
    total: '3001.00',
    envioCosto: '0.00',
    zona: null,
    feria: null,
    cobro: {
      estado: 'pendiente',
      medio: 'efectivo',
      fecha: null,
      comprobante: null,
      mercadoPago: null,
    },
    pedido: '/pedido/1',
    suscripcionId: null,
    cliente: { avisosWhatsapp: false },
    factura: null,
    notaCredito: null,
    lineas: [
      {
        idProducto: expect.any(Number),
        nombre: 'Yerba',
        marca: 'Ñandú',
        medida: '1 kg',
        cantidad: 2,
        unidad: 'unidad',
        precio: 1500.5,
        subtotal: '3001.00',
        url: '/uploads/y.webp',
      },
    ],
  });
});

test('sin compras la lista está vacía', async () => {
  const { uid, cookie } = await t.signIn('user');
  const res = await purchases(uid, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
});

test('las compras de otro usuario son 403 y sin sesión 401', async () => {
  const { uid: other } = await t.signIn('user');
  const { cookie } = await t.signIn('user');
  const forbidden = await purchases(other, cookie);
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
  const { cookie: seller } = await t.signIn('seller');
  expect((await purchases(other, seller)).statusCode).toBe(403);
  const anonymous = await purchases(other);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ error: 'Debés iniciar sesión' });
});

test('un administrador ve las compras de cualquier cliente', async () => {
  const db = t.database.db;
  const p = await insertProduct(db);
  const { uid, cookie } = await t.signIn('user');
  await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: p.id, cantidad: 1 }]),
    cookie,
  });
  const { cookie: admin } = await t.signIn('admin');
  const res = await purchases(uid, admin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toHaveLength(1);
});

test('cada compra dice de qué suscripción salió: el bolsón generado la nombra, un pedido común trae null (MARKET §9)', async () => {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', suscribible: true, precio: 9000 });
  const arroz = await insertProduct(db, { nombre: 'Arroz', precio: 800 });
  const { uid, cookie } = await t.signIn('user', {
    celular: '342 555 0101',
    emailConfirmado: true,
  });
  const sub = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie,
    payload: {
      productoId: bolson.id,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'Plaza Pueyrredón',
      formaPago: 'efectivo',
    },
  });
  expect(sub.statusCode).toBe(201);
  const admin = await t.signIn('admin');
  await t.request({ method: 'POST', url: '/api/suscripciones/generar', cookie: admin.cookie });
  const plain = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: arroz.id, cantidad: 1 }]),
    cookie,
  });
  expect(plain.statusCode).toBe(201);
  const list = (await purchases(uid, cookie)).json() as { id: number; suscripcionId: unknown }[];
  expect(list.map((p) => p.suscripcionId)).toEqual([null, sub.json().id]);
});
