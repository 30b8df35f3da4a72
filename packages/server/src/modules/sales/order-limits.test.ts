// Issue 28 §2 (API.md "Limits that hold for everyone, round 3"): one web order takes at most 50
// units of a product (checked before stock; the point of sale has no cap), signed-in accounts
// are held to ORDERS_PER_HOUR too, "Gracias por tu compra" reaches one recipient at most 5 times
// an hour, and a refused or throttled order sends no mail.
import { MSG } from '@feria/domain/messages/shop';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, outboxCount, saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { mailOutbox } from '../../db/schema.ts';

const t = buildTestApp({ ORDERS_PER_HOUR: '3', TRUST_PROXY: '1' });

let n = 0;
/** A fresh address for each call unless one is given. */
const order = (payload: object, opts: { ip?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload,
    headers: { 'x-forwarded-for': opts.ip ?? `198.51.100.${++n % 250}` },
    cookie: opts.cookie,
  });

test('un pedido web de más de 50 unidades de un producto: 400 antes que el stock, y nada cambia', async () => {
  const db = t.database.db;
  const miel = await insertProduct(db, { nombre: 'Miel de monte', stock: 5000 });
  const poca = await insertProduct(db, { nombre: 'Dulce', stock: 3 });
  const res = await order(webOrder([{ id: miel.id, cantidad: 51 }]));
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'Podés pedir hasta 50 unidades de Miel de monte' });
  // Two lines of one product add up; the cap comes before "no stock".
  const split = await order(
    webOrder([
      { id: miel.id, cantidad: 30 },
      { id: miel.id, cantidad: 30 },
    ]),
  );
  expect(split.json()).toEqual({ error: 'Podés pedir hasta 50 unidades de Miel de monte' });
  const short = await order(webOrder([{ id: poca.id, cantidad: 60 }]));
  expect(short.statusCode).toBe(400);
  expect(short.json()).toEqual({ error: 'Podés pedir hasta 50 unidades de Dulce' });
  expect(await stockOf(db, miel.id)).toBe(5000);
  expect(await saleCount(db)).toBe(0);
  expect(await outboxCount(db)).toBe(0);
  // 50 is fine; the point of sale has no cap.
  expect((await order(webOrder([{ id: miel.id, cantidad: 50 }]))).statusCode).toBe(201);
  const { cookie } = await t.signIn('seller');
  const pos = await order(
    { ...webOrder([{ id: miel.id, cantidad: 500 }]), canal: 'pos', cliente: { nombre: 'Puesto' } },
    { cookie },
  );
  expect(pos.statusCode).toBe(201);
});

test('una cuenta registrada también tiene ORDERS_PER_HOUR, desde cualquier dirección', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 100 });
  const { cookie } = await t.signIn('user');
  for (let i = 0; i < 3; i++) {
    expect((await order(webOrder([{ id: p.id, cantidad: 1 }]), { cookie })).statusCode).toBe(201);
  }
  const res = await order(webOrder([{ id: p.id, cantidad: 1 }]), { cookie });
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: MSG.demasiadosPedidos });
  expect(await saleCount(db)).toBe(3);
  // The throttled order sent no mail: three orders, two mails each.
  expect(await outboxCount(db)).toBe(6);
});

test('la dirección también cuenta para quien ingresó: una cuenta no saltea el límite de su dirección', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 100 });
  const ip = '203.0.113.99';
  for (let i = 0; i < 3; i++) {
    expect((await order(webOrder([{ id: p.id, cantidad: 1 }]), { ip })).statusCode).toBe(201);
  }
  const { cookie } = await t.signIn('user');
  expect((await order(webOrder([{ id: p.id, cantidad: 1 }]), { ip, cookie })).statusCode).toBe(429);
  expect(await saleCount(db)).toBe(3);
});

test('"Gracias por tu compra" llega a lo sumo 5 veces por hora a una dirección; los pedidos se crean y el aviso a la tienda sale igual', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 100 });
  const victim = { ...CLIENTE, correo: 'Victima@Example.com', nombre: 'Texto del atacante' };
  for (let i = 0; i < 7; i++) {
    const cliente = i % 2 ? victim : { ...victim, correo: ' victima@example.com ' };
    expect((await order(webOrder([{ id: p.id, cantidad: 1 }], { cliente }))).statusCode).toBe(201);
  }
  expect(await saleCount(db)).toBe(7);
  const thanks = await db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, MSG.asuntoCompra));
  expect(thanks).toHaveLength(5);
  const shop = await db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, MSG.asuntoNuevaVenta));
  expect(shop).toHaveLength(7);
});
