// Generation in batches (ADR 0028 "Batches"): one batch holds many subscriptions' orders, and a
// shortage in its middle leaves out only that order; the orders around it are made, each with
// its own amounts, and the stock ends exact.
import { SUS_MSG } from '@feria/domain/messages/suscripciones';
import { eq, isNotNull } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import {
  mailOutbox,
  products,
  saleLines,
  sales,
  suscripciones,
  suscripcionPedidos,
  suscripcionSalteadas,
  users,
} from '../../db/schema.ts';
import { generateOrders, nextSize } from './generate.ts';

const t = buildTestApp();
const after = { catalogChanged() {}, mailQueued() {} };

async function subscribe(i: number, productId: number, cantidad: number) {
  const db = t.database.db;
  await db.insert(users).values({ id: `u-${i}`, email: `c${i}@correo.com`, nombre: `C ${i}` });
  const [sub] = await db
    .insert(suscripciones)
    .values({
      userId: `u-${i}`,
      productId,
      cantidad,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'plaza pueyrredon',
      formaPago: 'efectivo',
    })
    .returning();
  return sub!;
}

test('una tanda con un faltante en el medio: los demás pedidos se hacen, el corto no, el stock exacto', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, {
    nombre: 'Bolsón',
    stock: 4,
    suscribible: true,
    precio: 9000,
  });
  // 1 + 1 taken, then 3 wanted of the 2 left (short), then 1 + 1 more: 4 in all.
  const subs = [];
  for (const [i, cantidad] of [1, 1, 3, 1, 1].entries()) {
    subs.push(await subscribe(i, bolson.id, cantidad));
  }
  const short = subs[2]!;

  const result = await generateOrders(db, t.config, new Date(), after);

  expect(result.creados).toBe(4);
  expect(result.sinStock).toEqual([{ suscripcionId: short.id, feriaId: feria.id }]);
  const made = await db.select().from(sales).where(isNotNull(sales.suscripcionId));
  expect(made.map((s) => s.suscripcionId).sort()).toEqual(
    subs
      .filter((s) => s !== short)
      .map((s) => s.id)
      .sort(),
  );
  for (const sale of made) {
    expect(sale).toMatchObject({ canal: 'web', feriaId: feria.id, totalCents: 900_000 });
    const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, sale.id));
    expect(lines).toMatchObject([{ productId: bolson.id, cantidad: 1, subtotalCents: 900_000 }]);
  }
  const [product] = await db.select().from(products).where(eq(products.id, bolson.id));
  expect(product?.stock).toBe(0);
  const rows = await db.select().from(suscripcionPedidos);
  expect(rows).toHaveLength(5);
  const shortRow = rows.find((r) => r.suscripcionId === short.id);
  expect(shortRow).toMatchObject({ saleId: null, sinStock: true, sinStockAvisado: true });
  for (const row of rows.filter((r) => r !== shortRow)) {
    expect(made.find((s) => s.id === row.saleId)?.suscripcionId).toBe(row.suscripcionId);
  }
  // Two mails per order made (the customer's and the shop's) and one "no alcanzaron".
  const mails = await db.select().from(mailOutbox);
  expect(mails).toHaveLength(9);
  expect(mails.filter((m) => m.subject === SUS_MSG.sinStockAsunto).map((m) => m.to)).toEqual([
    'c2@correo.com',
  ]);

  // Again: nothing new, nobody told twice.
  const again = await generateOrders(db, t.config, new Date(), after);
  expect(again.creados).toBe(0);
  expect(again.sinStock).toEqual([{ suscripcionId: short.id, feriaId: feria.id }]);
  expect(await db.select().from(mailOutbox)).toHaveLength(9);
});

test('tandas chicas: salteadas, pausadas y las ya hechas se respetan en cada tanda', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', stock: 100, suscribible: true });
  const subs = [];
  for (let i = 0; i < 7; i++) subs.push(await subscribe(i, bolson.id, 1));
  await db.insert(suscripcionSalteadas).values({ suscripcionId: subs[1]!.id, feriaId: feria.id });
  await db
    .update(suscripciones)
    .set({ estado: 'pausada' })
    .where(eq(suscripciones.id, subs[4]!.id));

  const [first, second] = await Promise.all([
    generateOrders(db, t.config, new Date(), after, { first: 3, next: () => 3 }),
    generateOrders(db, t.config, new Date(), after, { first: 2, next: () => 2 }),
  ]);

  expect(first!.creados + second!.creados).toBe(5);
  const made = await db.select().from(sales).where(isNotNull(sales.suscripcionId));
  const skippedOrPaused = [subs[1]!.id, subs[4]!.id];
  expect(made.map((s) => s.suscripcionId).sort()).toEqual(
    subs
      .map((s) => s.id)
      .filter((id) => !skippedOrPaused.includes(id))
      .sort(),
  );
  const [product] = await db.select().from(products).where(eq(products.id, bolson.id));
  expect(product?.stock).toBe(95);
});

test('tandas de tamaño cambiante: cada suscripción tiene su pedido, ninguna salteada', async () => {
  const db = t.database.db;
  await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, { nombre: 'Bolsón', stock: 1000, suscribible: true });
  const n = 60;
  const ids = Array.from({ length: n }, (_, i) => `u-${i}`);
  await db.insert(users).values(ids.map((id) => ({ id, email: `${id}@correo.com`, nombre: id })));
  await db.insert(suscripciones).values(
    ids.map((userId) => ({
      userId,
      productId: bolson.id,
      cantidad: 1,
      frecuencia: 'semanal' as const,
      envio: 'Retiro' as const,
      lugar: 'plaza pueyrredon',
      formaPago: 'efectivo' as const,
    })),
  );

  // Sizes 7, then 20, then 3 each: every pair is in exactly one batch however the size changes.
  const sizes: number[] = [];
  const next = (size: number) => {
    sizes.push(size);
    return size === 7 ? 20 : 3;
  };
  const result = await generateOrders(db, t.config, new Date(), after, { first: 7, next });

  expect(sizes.slice(0, 3)).toEqual([7, 20, 3]);
  expect(result.creados).toBe(n);
  expect(await db.select().from(sales).where(isNotNull(sales.suscripcionId))).toHaveLength(n);
});

test('el tamaño de la tanda siguiente apunta a unos 100 ms, entre 10 y 200 pares', () => {
  expect(nextSize(50, 200)).toBe(25);
  expect(nextSize(50, 50)).toBe(100);
  expect(nextSize(50, 1)).toBe(200);
  expect(nextSize(10, 5_000)).toBe(10);
});
