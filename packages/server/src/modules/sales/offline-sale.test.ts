// MARKET §3: a sale queued offline arrives later with creadaEn, its real moment.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount, stockOf } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = buildTestApp();

const sale = (id: number, extra: object = {}) => ({
  canal: 'pos',
  productos: [{ id, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: 'Cliente del puesto' },
  ...extra,
});

const post = (payload: object, cookie?: string, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload,
    cookie,
    headers: key ? { 'idempotency-key': key } : {},
  });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

test('una venta encolada se guarda con la fecha y hora de creadaEn', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  const creadaEn = hoursAgo(5);
  const res = await post(sale(p.id, { creadaEn }), cookie, 'pos-offline-1');
  expect(res.statusCode).toBe(201);
  const [row] = await db.select().from(sales).where(eq(sales.id, res.json().id));
  expect(row?.createdAt.toISOString()).toBe(creadaEn);
  expect(await stockOf(db, p.id)).toBe(4);
});

test('creadaEn inválida: vieja, futura, en pedido web o mal escrita es 400 sin cambios', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  const future = new Date(Date.now() + 10 * 60_000).toISOString();
  const web = {
    ...sale(p.id, { creadaEn: hoursAgo(1) }),
    canal: 'web',
    formaPago: 'transferencia',
    envio: 'retiro',
    cliente: {
      nombre: 'Ana',
      correo: 'ana@example.com',
      provincia: 'Santa Fe',
      direccion: 'Calle 1',
      cp: '3000',
      celular: '3425555555',
    },
  };
  const bodies = [
    sale(p.id, { creadaEn: hoursAgo(73) }),
    sale(p.id, { creadaEn: future }),
    sale(p.id, { creadaEn: 'ayer a la tarde' }),
    sale(p.id, { creadaEn: 12345 }),
  ];
  for (const body of bodies) {
    const res = await post(body, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'La fecha de la venta es inválida' });
  }
  const webRes = await post(web);
  expect(webRes.statusCode).toBe(400);
  expect(webRes.json()).toEqual({ error: 'La fecha de la venta es inválida' });
  expect(await saleCount(db)).toBe(0);
  expect(await stockOf(db, p.id)).toBe(5);
});

test('creadaEn sin sesión es 401: el punto de venta es solo del personal', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 5 });
  const res = await post(sale(p.id, { creadaEn: hoursAgo(1) }));
  expect(res.statusCode).toBe(401);
  expect(await saleCount(db)).toBe(0);
});

test('una venta encolada enviada dos veces con su clave se crea una sola vez', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  const body = sale(p.id, { creadaEn: hoursAgo(2) });
  const first = await post(body, cookie, 'pos-offline-replay');
  const again = await post(body, cookie, 'pos-offline-replay');
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json().id).toBe(first.json().id);
  expect(await saleCount(db)).toBe(1);
  expect(await stockOf(db, p.id)).toBe(4);
});

test('una respuesta perdida en línea y el reenvío desde la cola con creadaEn son la misma venta', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  // The first attempt went online, without creadaEn; its answer was lost and the sale was queued
  // on the device, which sends it again with the moment it was made.
  const first = await post(sale(p.id), cookie, 'pos-lost-answer');
  const again = await post(sale(p.id, { creadaEn: hoursAgo(0.01) }), cookie, 'pos-lost-answer');
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json().id).toBe(first.json().id);
  expect(await saleCount(db)).toBe(1);
  expect(await stockOf(db, p.id)).toBe(4);
  // Another sale under the same key is still refused.
  const other = await post(
    sale(p.id, { cliente: { nombre: 'Otra persona' } }),
    cookie,
    'pos-lost-answer',
  );
  expect(other.statusCode).toBe(409);
});
