// API.md `PUT /api/sheets/update` with `stockAnterior`: saving a product whose dialog was opened
// before some sales must not put the sold units back on sale (issue 35: stock 10, dialog opened,
// 3 stall sales, price saved → stock 10 again).
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { tableDigests, tableNames } from '../../../test/support/db-digest.ts';
import { form, productHelpers } from '../../../test/support/products.ts';
import { stockOf, webOrder } from '../../../test/support/sales.ts';
import { auditLog, products } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, created } = productHelpers(t);
const dataTables = tableNames.filter((name) => name !== 'sessions');

const save = (cookie: string, id: number, fields: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/sheets/update', cookie, payload: { ...form(fields), id } });

async function soldMeanwhile(cookie: string) {
  const product = await created(cookie, { cantidad: '10', precio: '1000' });
  // The dialog opens now and shows 10; three units are sold at the stall while it is open.
  for (let i = 0; i < 3; i++) {
    const sale = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      cookie,
      payload: webOrder([{ id: product.id, cantidad: 1 }], { canal: 'pos' }),
    });
    expect(sale.statusCode).toBe(201);
  }
  expect(await stockOf(t.database.db, product.id)).toBe(7);
  return product;
}

test('guardar el precio con la cantidad que mostraba el formulario deja el stock como está ahora', async () => {
  const cookie = await admin();
  const product = await soldMeanwhile(cookie);
  const res = await save(cookie, product.id, { cantidad: '10', stockAnterior: 10, precio: '1200' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ precio: 1200, stock: 7 });
  expect(await stockOf(t.database.db, product.id)).toBe(7);
});

test('si el stock cambió y el formulario trae otra cantidad: 409 con el stock de ahora, y nada cambia', async () => {
  const cookie = await admin();
  const product = await soldMeanwhile(cookie);
  const before = await tableDigests(t.database.db, dataTables);
  const res = await save(cookie, product.id, { cantidad: '15', stockAnterior: 10, precio: '1200' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    error: 'El stock cambió mientras editabas (ahora hay 7). Revisá y guardá de nuevo.',
    stock: 7,
  });
  expect(await tableDigests(t.database.db, dataTables)).toEqual(before);
  // Saved again from what the dialog now shows, the new quantity is written.
  const again = await save(cookie, product.id, { cantidad: '15', stockAnterior: 7 });
  expect(again.json()).toMatchObject({ stock: 15 });
});

test('una cantidad nueva sobre un stock que nadie tocó se guarda; igual a la de ahora también', async () => {
  const cookie = await admin();
  const product = await created(cookie, { cantidad: '10' });
  expect(
    (await save(cookie, product.id, { cantidad: '4', stockAnterior: 10 })).json(),
  ).toMatchObject({ stock: 4 });
  const sold = await soldMeanwhile(cookie);
  // The admin typed exactly what is there now: nothing to refuse.
  const res = await save(cookie, sold.id, { cantidad: '7', stockAnterior: 10 });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ stock: 7 });
});

test('sin stockAnterior la cantidad se escribe tal cual (clientes de la API de antes)', async () => {
  const cookie = await admin();
  const product = await soldMeanwhile(cookie);
  const res = await save(cookie, product.id, { cantidad: '10' });
  expect(res.json()).toMatchObject({ stock: 10 });
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'producto.editar'));
  expect(rows).toHaveLength(1);
  const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id));
  expect(row?.stock).toBe(10);
});

test('stockAnterior inválido: 400', async () => {
  const cookie = await admin();
  const product = await created(cookie);
  for (const stockAnterior of [-1, 1.5, 'x', 3_000_000_000]) {
    const res = await save(cookie, product.id, { stockAnterior });
    expect(res.statusCode).toBe(400);
  }
});
