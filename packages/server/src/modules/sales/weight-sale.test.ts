// MARKET §8 sales by weight, on PGlite and on PostgreSQL: grams in stock and in lines, the paso
// rule and the 25 kg cap of web orders, any grams at the point of sale, half-up subtotals, the
// stock message in kilograms, and concurrent orders that never oversell a gram.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { saleLines, sales } from '../../db/schema.ts';

const t = buildTestApp();

const post = (payload: object, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/sheets/sale', payload, cookie });

const tomate = (fields: Parameters<typeof insertProduct>[1] = {}) =>
  insertProduct(t.database.db, {
    nombre: 'Tomate perita',
    unidad: 'kg',
    paso: 250,
    precio: 2400,
    stock: 5000,
    ...fields,
  });

test('un pedido web de 750 g cobra precio × gramos / 1000 y descuenta gramos', async () => {
  const db = t.database.db;
  const p = await tomate({ precio: 999.99 });
  const res = await post(webOrder([{ id: p.id, cantidad: 750 }]));
  expect(res.statusCode).toBe(201);
  // 99999 × 750 / 1000 = 74999,25 → 74999 cents.
  expect(res.json()).toMatchObject({ total: '749.99', subtotal: '749.99' });
  const [line] = await db.select().from(saleLines).where(eq(saleLines.productId, p.id));
  expect(line).toMatchObject({ cantidad: 750, subtotalCents: 74_999, unidad: 'kg' });
  expect(await stockOf(db, p.id)).toBe(4250);
});

test('en la web los gramos son múltiplo del paso, hasta 25 kg; nada cambia al rechazar', async () => {
  const db = t.database.db;
  const p = await tomate({ stock: 100_000 });
  const notMultiple = await post(webOrder([{ id: p.id, cantidad: 700 }]));
  expect(notMultiple.statusCode).toBe(400);
  expect(notMultiple.json().error).toBe('La cantidad de Tomate perita debe ser múltiplo de 250 g');
  const over = await post(webOrder([{ id: p.id, cantidad: 25_250 }]));
  expect(over.statusCode).toBe(400);
  expect(over.json().error).toBe('Podés pedir hasta 25 kg de Tomate perita');
  expect(await saleCount(db)).toBe(0);
  expect(await stockOf(db, p.id)).toBe(100_000);
  expect((await post(webOrder([{ id: p.id, cantidad: 25_000 }]))).statusCode).toBe(201);
  expect(await stockOf(db, p.id)).toBe(75_000);
});

test('una línea por unidad sigue con su máximo de 10000 unidades', async () => {
  const p = await insertProduct(t.database.db, { stock: 20_000 });
  const { cookie } = await t.signIn('seller');
  const res = await post(
    { ...webOrder([{ id: p.id, cantidad: 10_001 }]), canal: 'pos', cliente: { nombre: 'X' } },
    cookie,
  );
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('La cantidad no puede superar las 10000 unidades');
});

test('el punto de venta vende cualquier peso entero ≥ 1 g', async () => {
  const db = t.database.db;
  const p = await tomate();
  const { cookie } = await t.signIn('seller');
  const res = await post(
    { ...webOrder([{ id: p.id, cantidad: 333 }]), canal: 'pos', cliente: { nombre: 'Puesto' } },
    cookie,
  );
  expect(res.statusCode).toBe(201);
  // 240000 × 333 / 1000 = 79920 cents.
  expect(res.json().subtotal).toBe('799.20');
  expect(await stockOf(db, p.id)).toBe(4667);
  for (const cantidad of [0, -250, 12.5]) {
    const bad = await post(
      { ...webOrder([{ id: p.id, cantidad }]), canal: 'pos', cliente: { nombre: 'P' } },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('La cantidad debe ser un número entero mayor que 0');
  }
  expect(await stockOf(db, p.id)).toBe(4667);
});

test('sin stock suficiente: 409 con los kilos disponibles', async () => {
  const db = t.database.db;
  const p = await tomate({ stock: 1250 });
  const res = await post(webOrder([{ id: p.id, cantidad: 1500 }]));
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ error: '1,25 kg disponibles.', productId: p.id, disponibles: 1250 });
  expect(await stockOf(db, p.id)).toBe(1250);
  expect(await saleCount(db)).toBe(0);
});

test('pedidos web en paralelo de un producto por peso no venden un gramo de más', async () => {
  const db = t.database.db;
  const p = await tomate({ stock: 2000 });
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => post(webOrder([{ id: p.id, cantidad: 750 }]))),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(2);
  expect(codes.filter((c) => c === 409)).toHaveLength(10);
  for (const refused of answers.filter((a) => a.statusCode === 409)) {
    expect(refused.json().error).toBe('0,5 kg disponibles.');
  }
  expect(await stockOf(db, p.id)).toBe(500);
  const written = await db.select().from(sales);
  expect(written).toHaveLength(2);
});
