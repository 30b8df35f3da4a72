// MARKET §9 (round 5, issue 62 item 8): the bolsón's "Contenido de esta semana": every Product
// answer carries it ("" by default), the admin's form writes it (at most 500 characters), and the
// subscription and the order page of a bolsón order show it.
import type { Product } from '@feria/domain/schemas/api-types';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { form, productHelpers } from '../../../test/support/products.ts';
import { products } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, create } = productHelpers(t);
const CONTENIDO = 'Acelga, zapallo anco, 1 kg de papa\nMedia docena de huevos';

const update = (cookie: string, id: number, fields: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/sheets/update', cookie, payload: { ...form(fields), id } });

test('el administrador escribe el contenido; cada Product lo trae, "" por defecto', async () => {
  const cookie = await admin();
  const created = await create(cookie, { suscribible: true });
  expect(created.statusCode, created.body).toBe(201);
  const bolson = created.json() as Product;
  expect(bolson.contenido).toBe('');

  const res = await update(cookie, bolson.id, { suscribible: true, contenido: `  ${CONTENIDO}  ` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ id: bolson.id, contenido: CONTENIDO });
  const catalogue = (
    await t.request({ method: 'GET', url: '/api/sheets/data' })
  ).json() as Product[];
  expect(catalogue.find((p) => p.id === bolson.id)?.contenido).toBe(CONTENIDO);

  // Absent, it stays as it was (the form of a product that is not a bolsón does not send it).
  const again = await update(cookie, bolson.id, { nombre: 'Bolsón familiar' });
  expect(again.json()).toMatchObject({ nombre: 'Bolsón familiar', contenido: CONTENIDO });
});

test('más de 500 caracteres: 400 "El contenido admite hasta 500 caracteres" y nada cambia', async () => {
  const cookie = await admin();
  const product = await insertProduct(t.database.db, { suscribible: true });
  const res = await update(cookie, product.id, { contenido: 'x'.repeat(501) });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    error: 'El contenido admite hasta 500 caracteres',
    issues: [{ path: 'contenido', message: 'El contenido admite hasta 500 caracteres' }],
  });
  const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
  expect(row?.contenido).toBe('');
  expect((await update(cookie, product.id, { contenido: 'x'.repeat(500) })).statusCode).toBe(200);
});

test('vendedores y clientes reciben 403 y el contenido no cambia', async () => {
  const product = await insertProduct(t.database.db, { suscribible: true });
  for (const rol of ['seller', 'user'] as const) {
    const { cookie } = await t.signIn(rol);
    const res = await update(cookie, product.id, { contenido: 'Nada' });
    expect(res.statusCode, rol).toBe(403);
  }
  const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
  expect(row?.contenido).toBe('');
});

test('Mis bolsones y la página del pedido del bolsón muestran el contenido actual', async () => {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', stock: 10, suscribible: true });
  await db.update(products).set({ contenido: CONTENIDO }).where(eq(products.id, bolson.id));
  // Subscribing needs a confirmed e-mail (issue 57, finding 4).
  const customer = await t.signIn('user', { emailConfirmado: true });
  const res = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload: {
      productoId: bolson.id,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'Plaza Pueyrredón',
      formaPago: 'efectivo',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ contenido: CONTENIDO });
  const generar = await t.request({
    method: 'POST',
    url: '/api/suscripciones/generar',
    cookie: (await t.signIn('admin')).cookie,
  });
  expect(generar.statusCode, generar.body).toBe(200);

  const list = await t.request({
    method: 'GET',
    url: '/api/suscripciones',
    cookie: customer.cookie,
  });
  const [sub] = list.json() as { contenido: string; proxima: { pedidoId: number | null } }[];
  expect(sub?.contenido).toBe(CONTENIDO);
  const pedidoId = sub?.proxima.pedidoId;
  expect(pedidoId).toEqual(expect.any(Number));
  const pedido = await t.request({
    method: 'GET',
    url: `/api/pedido/${pedidoId}`,
    cookie: customer.cookie,
  });
  expect(pedido.statusCode, pedido.body).toBe(200);
  expect(pedido.json()).toMatchObject({ contenido: CONTENIDO });
});
