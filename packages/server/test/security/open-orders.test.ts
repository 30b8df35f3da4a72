// Issue 57 finding 1 (API.md round 5): 13 anonymous Transferencia orders from one address took
// every product's stock. One e-mail (ignoring case) and one account hold at most PEDIDOS_ABIERTOS
// web orders neither Anulado nor cobrado, one client address at most ABIERTO_POR_DIRECCION pesos
// of them; bolsón orders and the stall's sales never count and are never refused.
import { ABIERTO_POR_DIRECCION_MSG, pedidosAbiertosMsg } from '@feria/domain/rules/open-orders';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { sales, suscripciones } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { CLIENTE, saleCount, stockOf, webOrder } from '../support/sales.ts';

const t = buildTestApp({
  PEDIDOS_ABIERTOS: '3',
  ABIERTO_POR_DIRECCION: '10000',
  ORDERS_PER_HOUR: '100',
  TRUST_PROXY: '1',
});

let n = 0;
const order = (payload: object, opts: { ip?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload,
    headers: { 'x-forwarded-for': opts.ip ?? `198.51.100.${++n % 250}` },
    cookie: opts.cookie,
  });
const as = (correo: string) => ({ cliente: { ...CLIENTE, correo } });

test('el cuarto pedido sin pagar de un correo (sin importar mayúsculas): 429 y nada cambia', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 100, stock: 50 });
  for (const correo of ['ana@example.com', 'ANA@example.com', 'Ana@Example.com']) {
    const res = await order(webOrder([{ id: p.id, cantidad: 1 }], as(correo)));
    expect(res.statusCode).toBe(201);
  }
  const fourth = await order(webOrder([{ id: p.id, cantidad: 1 }], as('ana@EXAMPLE.com')));
  expect(fourth.statusCode).toBe(429);
  expect(fourth.json()).toEqual({ error: pedidosAbiertosMsg(3) });
  expect(fourth.json().error).toBe(
    'Ya tenés 3 pedidos sin pagar: pagá o cancelá uno para hacer otro',
  );
  expect(await saleCount(db)).toBe(3);
  expect(await stockOf(db, p.id)).toBe(47);
  // An annulled and a cobrado order free their places.
  const [first, second] = await db.select().from(sales).orderBy(sales.id);
  await db.update(sales).set({ estado: 'Anulado' }).where(eq(sales.id, first!.id));
  await db.update(sales).set({ cobroEstado: 'cobrado' }).where(eq(sales.id, second!.id));
  for (let i = 0; i < 2; i++) {
    const res = await order(webOrder([{ id: p.id, cantidad: 1 }], as('ana@example.com')));
    expect(res.statusCode).toBe(201);
  }
  const again = await order(webOrder([{ id: p.id, cantidad: 1 }], as('ana@example.com')));
  expect(again.statusCode).toBe(429);
});

test('una cuenta tiene el mismo límite aunque cambie de correo', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 100, stock: 50 });
  const { cookie } = await t.signIn('user');
  for (let i = 0; i < 3; i++) {
    const res = await order(webOrder([{ id: p.id, cantidad: 1 }], as(`c${i}@example.com`)), {
      cookie,
    });
    expect(res.statusCode).toBe(201);
  }
  const res = await order(webOrder([{ id: p.id, cantidad: 1 }], as('otro@example.com')), {
    cookie,
  });
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: pedidosAbiertosMsg(3) });
  expect(await saleCount(db)).toBe(3);
});

test('una dirección no pasa ABIERTO_POR_DIRECCION pesos de pedidos abiertos, de distintos correos', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 4000, stock: 50 });
  const ip = '203.0.113.7';
  for (const correo of ['a@example.com', 'b@example.com']) {
    expect(
      (await order(webOrder([{ id: p.id, cantidad: 1 }], as(correo)), { ip })).statusCode,
    ).toBe(201);
  }
  // $ 8.000 open; one more of $ 4.000 passes $ 10.000.
  const res = await order(webOrder([{ id: p.id, cantidad: 1 }], as('c@example.com')), { ip });
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: ABIERTO_POR_DIRECCION_MSG });
  expect(res.json().error).toBe(
    'Hay demasiados pedidos sin pagar desde tu conexión: probá más tarde',
  );
  expect(await stockOf(db, p.id)).toBe(48);
  // Another address is not held back.
  const other = await order(webOrder([{ id: p.id, cantidad: 1 }], as('c@example.com')));
  expect(other.statusCode).toBe(201);
});

test('las ventas del puesto y los pedidos de bolsón no cuentan ni se rechazan', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 100, stock: 50 });
  const { uid, cookie: userCookie } = await t.signIn('user');
  const [sub] = await db
    .insert(suscripciones)
    .values({
      userId: uid,
      productId: p.id,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'plaza pueyrredon',
      formaPago: 'efectivo',
    })
    .returning();
  // Three open bolsón orders of this customer's e-mail and account.
  for (let i = 0; i < 3; i++) {
    const res = await order(webOrder([{ id: p.id, cantidad: 1 }], as('ana@example.com')));
    expect(res.statusCode).toBe(201);
    await db
      .update(sales)
      .set({ suscripcionId: sub!.id, userId: uid })
      .where(eq(sales.id, res.json().id));
  }
  const web = await order(webOrder([{ id: p.id, cantidad: 1 }], as('ana@example.com')), {
    cookie: userCookie,
  });
  expect(web.statusCode).toBe(201);
  // The e-mail now has one open web order; the stall sells to it as much as it likes.
  const { cookie } = await t.signIn('seller');
  for (let i = 0; i < 4; i++) {
    const pos = await order(
      {
        ...webOrder([{ id: p.id, cantidad: 1 }]),
        canal: 'pos',
        cliente: { nombre: 'Ana', correo: 'ana@example.com' },
      },
      { cookie },
    );
    expect(pos.statusCode).toBe(201);
  }
});

test('dos pedidos a la vez por el último lugar: uno 201 y otro 429', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 100, stock: 50 });
  for (let i = 0; i < 2; i++) {
    expect(
      (await order(webOrder([{ id: p.id, cantidad: 1 }], as('eva@example.com')))).statusCode,
    ).toBe(201);
  }
  const both = await Promise.all([
    order(webOrder([{ id: p.id, cantidad: 1 }], as('eva@example.com'))),
    order(webOrder([{ id: p.id, cantidad: 1 }], as('EVA@example.com'))),
  ]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([201, 429]);
  expect(await saleCount(db)).toBe(3);
  expect(await stockOf(db, p.id)).toBe(47);
});

test('los valores por omisión son los de DESIGN.md: 3 pedidos y $ 1.000.000', () => {
  const config = loadConfig({ DATA_DIR: t.config.dataDir, ADMIN_PASSWORD: 'admin-secreta' });
  expect(config.PEDIDOS_ABIERTOS).toBe(3);
  expect(config.ABIERTO_POR_DIRECCION).toBe(1_000_000);
  expect(config.VENCE_SIN_CONFIRMAR_HORAS).toBe(48);
});
