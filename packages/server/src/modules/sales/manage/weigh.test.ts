// PUT /api/sheets/sale/{id}/peso (MARKET §8), on PGlite and on PostgreSQL: the real weight of a
// kg line moves the line, the sale's amounts and the stock by the difference, audited; every
// refusal answers in Spanish and changes nothing.

import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../../test/support/app.ts';
import { insertProduct } from '../../../../test/support/fixtures.ts';
import { stockOf, webOrder } from '../../../../test/support/sales.ts';
import { auditLog, mailOutbox, saleLines, sales } from '../../../db/schema.ts';

const t = buildTestApp();

async function kgOrder(stock = 5000) {
  const db = t.database.db;
  const queso = await insertProduct(db, {
    nombre: 'Queso de campo',
    unidad: 'kg',
    paso: 250,
    precio: 9000,
    stock,
  });
  const miel = await insertProduct(db, { nombre: 'Miel', precio: 1000 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([
      { id: queso.id, cantidad: 750 },
      { id: miel.id, cantidad: 1 },
    ]),
  });
  expect(res.statusCode).toBe(201);
  return { queso, miel, saleId: res.json().id as number };
}

const weigh = (saleId: number, payload: object, cookie?: string) =>
  t.request({ method: 'PUT', url: `/api/sheets/sale/${saleId}/peso`, payload, cookie });

async function snapshot(saleId: number, productId: number) {
  const db = t.database.db;
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, saleId));
  return { sale, lines, stock: await stockOf(db, productId) };
}

test('el personal pone el peso real: línea, total y stock siguen; queda auditado', async () => {
  const { queso, saleId } = await kgOrder();
  const { cookie } = await t.signIn('seller');
  expect(await stockOf(t.database.db, queso.id)).toBe(4250);
  const res = await weigh(saleId, { idProducto: queso.id, gramos: 812 }, cookie);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  // 900000 × 812 / 1000 = 730800 cents; + miel 100000.
  expect(body.total).toBe('8308.00');
  expect(body.lineas).toContainEqual(
    expect.objectContaining({
      idProducto: queso.id,
      cantidad: 812,
      unidad: 'kg',
      subtotal: '7308.00',
    }),
  );
  expect(await stockOf(t.database.db, queso.id)).toBe(4188);
  // Lighter than ordered: the difference goes back to stock.
  const lighter = await weigh(saleId, { idProducto: queso.id, gramos: 700 }, cookie);
  expect(lighter.json().total).toBe('7300.00');
  expect(await stockOf(t.database.db, queso.id)).toBe(4300);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'venta.peso'));
  expect(audit).toHaveLength(2);
});

test('pesos inválidos: 0, negativo, fraccionario, texto o más de lo que cabe → 400, nada cambia', async () => {
  const { queso, saleId } = await kgOrder();
  const { cookie } = await t.signIn('admin');
  const before = await snapshot(saleId, queso.id);
  for (const gramos of [0, -5, 12.5, '800', null, MAX_INT32 + 1, 1e300]) {
    const res = await weigh(saleId, { idProducto: queso.id, gramos }, cookie);
    expect(res.statusCode, String(gramos)).toBe(400);
    const big = typeof gramos === 'number' && gramos > 1_000_000;
    expect(res.json().error).toBe(
      big ? 'El peso no puede superar los 1000 kg' : 'El peso debe ser mayor a 0',
    );
  }
  expect(await snapshot(saleId, queso.id)).toEqual(before);
});

test('un peso cuya línea cabe pero cuyo total no: 400 y nada cambia, ni la línea ni el stock', async () => {
  // The refusal comes after the line and the stock were written: only the transaction undoes them.
  const db = t.database.db;
  const trufa = await insertProduct(db, {
    nombre: 'Trufa',
    unidad: 'kg',
    paso: 250,
    precio: 21_000,
    stock: 2_000_000,
  });
  const horno = await insertProduct(db, { nombre: 'Horno de barro', precio: 480_000 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([
      { id: trufa.id, cantidad: 250 },
      { id: horno.id, cantidad: 1 },
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const saleId = res.json().id as number;
  const { cookie } = await t.signIn('admin');
  const before = await snapshot(saleId, trufa.id);
  const heavy = await weigh(saleId, { idProducto: trufa.id, gramos: 1_000_000 }, cookie);
  expect(heavy.statusCode).toBe(400);
  expect(await snapshot(saleId, trufa.id)).toEqual(before);
});

test('sin stock para la diferencia: 409 en kilos y nada cambia', async () => {
  const { queso, saleId } = await kgOrder(1000);
  const { cookie } = await t.signIn('seller');
  const before = await snapshot(saleId, queso.id);
  const res = await weigh(saleId, { idProducto: queso.id, gramos: 1100 }, cookie);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: '0,25 kg disponibles.',
    productId: queso.id,
    disponibles: 250,
  });
  expect(await snapshot(saleId, queso.id)).toEqual(before);
});

test('un producto por unidad, un pedido Listo o una venta del puesto no se pesan', async () => {
  const { queso, miel, saleId } = await kgOrder();
  const { cookie } = await t.signIn('admin');
  const unit = await weigh(saleId, { idProducto: miel.id, gramos: 500 }, cookie);
  expect(unit.statusCode).toBe(400);
  expect(unit.json().error).toBe('El producto no se vende por peso');
  const missing = await weigh(saleId, { idProducto: 999_999, gramos: 500 }, cookie);
  expect(missing.statusCode).toBe(404);
  expect((await weigh(999_999, { idProducto: queso.id, gramos: 500 }, cookie)).statusCode).toBe(
    404,
  );

  await t.database.db.update(sales).set({ estado: 'Listo' }).where(eq(sales.id, saleId));
  const ready = await weigh(saleId, { idProducto: queso.id, gramos: 500 }, cookie);
  expect(ready.statusCode).toBe(409);
  expect(ready.json().error).toBe('Sólo se puede pesar un pedido Pendiente o En preparación');

  const pos = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      ...webOrder([{ id: queso.id, cantidad: 333 }]),
      canal: 'pos',
      cliente: { nombre: 'P' },
    },
  });
  const paid = await weigh(pos.json().id, { idProducto: queso.id, gramos: 400 }, cookie);
  expect(paid.statusCode).toBe(409);
  expect(paid.json().error).toBe('El pedido ya está cobrado');
  const [line] = await t.database.db
    .select()
    .from(saleLines)
    .where(and(eq(saleLines.saleId, pos.json().id), eq(saleLines.productId, queso.id)));
  expect(line?.cantidad).toBe(333);
});

test('sin sesión 401, un cliente 403', async () => {
  const { queso, saleId } = await kgOrder();
  expect((await weigh(saleId, { idProducto: queso.id, gramos: 800 })).statusCode).toBe(401);
  const { cookie } = await t.signIn('user');
  expect((await weigh(saleId, { idProducto: queso.id, gramos: 800 }, cookie)).statusCode).toBe(403);
  expect(await stockOf(t.database.db, queso.id)).toBe(4250);
});

test('pesar cambió el total: la página del pedido y el próximo correo dicen "Pesamos tu pedido"', async () => {
  const queso = await insertProduct(t.database.db, {
    nombre: 'Queso pesado',
    unidad: 'kg',
    paso: 250,
    precio: 7000,
    stock: 5000,
  });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: queso.id, cantidad: 750 }]),
  });
  const { id, pedido } = res.json() as { id: number; pedido: string };
  const page = () => t.request({ method: 'GET', url: `/api${pedido}` });
  expect((await page()).json().pesado).toBeNull();
  const { cookie } = await t.signIn('admin');
  expect((await weigh(id, { idProducto: queso.id, gramos: 820 }, cookie)).statusCode).toBe(200);
  // Weighed twice: the message compares with what was ordered, not with the first weight.
  expect((await weigh(id, { idProducto: queso.id, gramos: 810 }, cookie)).statusCode).toBe(200);
  const text = 'Pesamos tu pedido: el total pasó de $ 5.250,00 a $ 5.670,00';
  expect((await page()).json().pesado).toBe(text);
  // Weighed back to what was ordered: nothing to tell.
  expect((await weigh(id, { idProducto: queso.id, gramos: 750 }, cookie)).statusCode).toBe(200);
  expect((await page()).json().pesado).toBeNull();
  expect((await weigh(id, { idProducto: queso.id, gramos: 810 }, cookie)).statusCode).toBe(200);
  const listo = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/Listo`,
    cookie,
  });
  expect(listo.statusCode).toBe(200);
  const mails = await t.database.db.select().from(mailOutbox);
  const estado = mails.find((m) => m.subject === 'Actualizamos el estado de tu compra!');
  expect(estado?.text).toContain(text);
  expect(estado?.html).toContain(text);
});
