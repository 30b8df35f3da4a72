import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { notices, whatsappEnv } from '../../../test/support/whatsapp.ts';
import { sales } from '../../db/schema.ts';

// Tier 2 on, but no worker runs in these tests: the rows stay pendiente.
const t = buildTestApp(whatsappEnv());

const WA = { ...CLIENTE, celular: '0342 15 555-1234', avisosWhatsapp: true };

async function place(productId: number, cliente: Record<string, unknown> = WA, extra = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: productId, cantidad: 1 }], { cliente, ...extra }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const setState = (id: number, estado: string, cookie: string) =>
  t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/${encodeURIComponent(estado)}`,
    cookie,
  });

test('un pedido web con avisos hace un pedido.recibido; sin avisos o del puesto, ninguno', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const a = await place(p.id);
  await place(p.id, CLIENTE);
  const { cookie } = await t.signIn('seller');
  const pos = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      canal: 'pos',
      productos: [{ id: p.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: WA,
    },
  });
  expect(pos.statusCode).toBe(201);
  expect(await notices(db)).toEqual([
    { evento: 'pedido.recibido', saleId: a, estado: 'pendiente' },
  ]);
});

test('Listo → Pendiente → Listo, dos Listo a la vez y "Marcar todos como Listo" dejan un solo pedido.listo', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(4) });
  const p = await insertProduct(db, { stock: 10 });
  const a = await place(p.id, WA, { feriaId: feria.id });
  const b = await place(p.id, WA, { feriaId: feria.id });
  const c = await place(p.id, CLIENTE, { feriaId: feria.id });
  const { cookie } = await t.signIn('admin');
  expect((await setState(a, 'Listo', cookie)).statusCode).toBe(200);
  expect((await setState(a, 'Pendiente', cookie)).statusCode).toBe(200);
  expect((await setState(a, 'Listo', cookie)).statusCode).toBe(200);
  const both = await Promise.all([setState(b, 'Listo', cookie), setState(b, 'Listo', cookie)]);
  expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  await setState(a, 'Pendiente', cookie);
  await setState(b, 'En preparación', cookie);
  const all = await t.request({ method: 'POST', url: `/api/ferias/${feria.id}/listos`, cookie });
  expect(all.statusCode).toBe(200);
  const listos = (await notices(db)).filter((n) => n.evento === 'pedido.listo');
  expect(listos.map((n) => n.saleId)).toEqual([a, b]);
  const [row] = await db.select().from(sales).where(eq(sales.id, c));
  expect(row?.estado).toBe('Listo');
});

test('"Cancelar feria" moviendo pedidos hace un feria.cambio por pedido con avisos', async () => {
  const db = t.database.db;
  const lluvia = await insertFeria(db, { fecha: inDays(5), lugar: 'Plaza' });
  const otra = await insertFeria(db, { fecha: inDays(12), lugar: 'Parque' });
  const p = await insertProduct(db, { stock: 10 });
  const a = await place(p.id, WA, { feriaId: lluvia.id });
  await place(p.id, CLIENTE, { feriaId: lluvia.id });
  const { cookie } = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: `/api/ferias/${lluvia.id}/cancelar`,
    payload: { moverA: otra.id },
    cookie,
  });
  expect(res.statusCode).toBe(200);
  const cambios = (await notices(db)).filter((n) => n.evento === 'feria.cambio');
  expect(cambios).toEqual([{ evento: 'feria.cambio', saleId: a, estado: 'pendiente' }]);
});

test('una suscripción con avisos hace bolson.generado (no pedido.recibido), una vez aunque se genere dos veces', async () => {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza' });
  await insertFeria(db, { fecha: inDays(10), lugar: 'Plaza' });
  const bolson = await insertProduct(db, { stock: 10, suscribible: true });
  const customer = await t.signIn('user', { celular: '342 555 0101', emailConfirmado: true });
  const sin = await t.signIn('user', { celular: '342 555 0102', emailConfirmado: true });
  const payload = {
    productoId: bolson.id,
    cantidad: 1,
    frecuencia: 'semanal',
    envio: 'Retiro',
    lugar: 'Plaza',
    formaPago: 'efectivo',
  };
  const sub = await t.request({
    method: 'POST',
    url: '/api/suscripciones',
    cookie: customer.cookie,
    payload: { ...payload, avisosWhatsapp: true },
  });
  expect(sub.statusCode).toBe(201);
  await t.request({ method: 'POST', url: '/api/suscripciones', cookie: sin.cookie, payload });
  const admin = await t.signIn('admin');
  for (let i = 0; i < 2; i++) {
    const gen = await t.request({
      method: 'POST',
      url: '/api/suscripciones/generar',
      cookie: admin.cookie,
    });
    expect(gen.statusCode).toBe(200);
  }
  const mine = await db.select().from(sales).where(eq(sales.suscripcionId, sub.json().id));
  const all = await notices(db);
  expect(all.every((n) => n.evento === 'bolson.generado')).toBe(true);
  expect(all.map((n) => n.saleId).sort()).toEqual(mine.map((s) => s.id).sort());
  expect(all.length).toBeGreaterThan(0);
});
