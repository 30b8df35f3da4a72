// Issue 12 §7: the lists that grow without end are paged by the server: `offset` and `limit`
// (default 100, at most 500) with the full count in X-Total-Count.
import { MSG } from '@feria/domain/messages/shop';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { cashEntries, sales } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';
import { insertSale } from '../support/sale-fixture.ts';

const t = buildTestApp();

const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie });

test('GET /api/sheets/sale pagina, sin anuladas, con X-Total-Count', async () => {
  const { cookie } = await t.signIn('admin');
  const ids: number[] = [];
  for (let i = 0; i < 7; i++) {
    const sale = await insertSale(t.database.db, { createdAt: new Date(Date.UTC(2026, 0, 1, i)) });
    ids.push(sale!.id);
  }
  await t.database.db.update(sales).set({ estado: 'Anulado' }).where(eq(sales.id, ids[0]!));
  const all = await get('/api/sheets/sale', cookie);
  expect(all.headers['x-total-count']).toBe('6');
  expect(all.json().map((s: { id: number }) => s.id)).toEqual(ids.slice(1).reverse());
  const page = await get('/api/sheets/sale?offset=2&limit=3', cookie);
  expect(page.statusCode).toBe(200);
  expect(page.headers['x-total-count']).toBe('6');
  expect(page.json().map((s: { id: number }) => s.id)).toEqual(ids.slice(1).reverse().slice(2, 5));
  for (const query of ['limit=501', 'limit=0', 'offset=-1', 'limit=abc', 'offset=1.5']) {
    const bad = await get(`/api/sheets/sale?${query}`, cookie);
    expect(bad.statusCode, query).toBe(400);
    expect([MSG.limitInvalido, MSG.offsetInvalido]).toContain(bad.json().error);
  }
  expect((await get('/api/sheets/sale?limit=500', cookie)).statusCode).toBe(200);
});

test('por omisión se devuelven 100 ventas', async () => {
  const { cookie } = await t.signIn('admin');
  await t.database.db.insert(sales).values(
    Array.from({ length: 120 }, () => ({
      estado: 'Pendiente' as const,
      formaPago: 'efectivo' as const,
      envio: 'retiro' as const,
      canal: 'web' as const,
      clienteNombre: 'Ana',
      clienteCorreo: 'ana@example.com',
      clienteProvincia: 'Santa Fe',
      clienteDireccion: 'X 1',
      clienteCp: '3000',
      clienteCelular: '3425551234',
      subtotalCents: 100,
      recargoCents: 0,
      totalCents: 100,
    })),
  );
  const res = await get('/api/sheets/sale', cookie);
  expect(res.json()).toHaveLength(100);
  expect(res.headers['x-total-count']).toBe('120');
  expect(await (await get('/api/sheets/sale?offset=100', cookie)).json()).toHaveLength(20);
});

test('GET /api/user/users pagina con X-Total-Count', async () => {
  const { cookie } = await t.signIn('admin');
  for (let i = 0; i < 4; i++) await t.signIn('user');
  const res = await get('/api/user/users?offset=1&limit=2', cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toHaveLength(2);
  expect(res.headers['x-total-count']).toBe('5');
  expect((await get('/api/user/users?limit=1000', cookie)).statusCode).toBe(400);
});

test('las compras de un cliente y las entradas de caja también se paginan', async () => {
  const admin = await t.signIn('admin');
  const customer = await t.signIn('user');
  for (let i = 0; i < 3; i++) {
    const sale = await insertSale(t.database.db);
    await t.database.db.update(sales).set({ userId: customer.uid }).where(eq(sales.id, sale!.id));
  }
  const mine = await get(`/api/sheets/sales/${customer.uid}?limit=2`, customer.cookie);
  expect(mine.json()).toHaveLength(2);
  expect(mine.headers['x-total-count']).toBe('3');
  await t.database.db.insert(cashEntries).values(
    [1, 2, 3, 4, 5].map((d) => ({
      tipo: 'Ingreso' as const,
      montoCents: 1000,
      descripcion: `día ${d}`,
      fecha: `2026-11-0${d}`,
    })),
  );
  const cash = await get('/api/sheets/cashflow?offset=1&limit=2', admin.cookie);
  expect(cash.headers['x-total-count']).toBe('5');
  const body = cash.json();
  expect(body.entradas.map((e: { fecha: string }) => e.fecha)).toEqual([
    '2026-11-04',
    '2026-11-03',
  ]);
  // The totals still cover every entry.
  expect(body.ingresos).toBe(50);
});
