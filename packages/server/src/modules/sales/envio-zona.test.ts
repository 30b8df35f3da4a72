// MARKET §14 "The order with Envío": while a zone is active, a web order with Envío names a barrio
// we reach, reaches its zone's minimum and carries the zone's fee in its total; Retiro and the
// stall never do, and without active zones nothing changes. A refusal takes no stock and sends no
// mail. Runs on PGlite and again on PostgreSQL.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, outboxCount, saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { envioZonas, sales } from '../../db/schema.ts';

const t = buildTestApp({ MAX_PEDIDO: '10000' });

/** An active zone: Centro, $ 1.500 of fee, from $ 8.000, no cupo. */
async function insertZona(fields: Partial<typeof envioZonas.$inferInsert> = {}) {
  const nombre = fields.nombre ?? 'Centro';
  const [row] = await t.database.db
    .insert(envioZonas)
    .values({
      nombre,
      nombreClave: nombre.toLowerCase(),
      barrios: ['Centro', 'Candioti Sur'],
      costoCents: 150_000,
      minimo: 8000,
      ...fields,
    })
    .returning();
  return row!;
}

let n = 0;
/** A web order with Envío from a new customer (the open-orders limit counts by e-mail). */
const envioOrder = (
  productos: { id: number; cantidad: number }[],
  barrio?: string,
  extra: Record<string, unknown> = {},
) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder(productos, {
      envio: 'envio',
      cliente: { ...CLIENTE, correo: `envio${++n}@example.com`, barrio },
      ...extra,
    }),
  });

const saleRow = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0]!;

test('un pedido con envío a un barrio de una zona lleva su costo en el total; el mínimo justo alcanza', async () => {
  const db = t.database.db;
  await insertFeria(db);
  const zona = await insertZona();
  const p = await insertProduct(db, { precio: 4000, stock: 10 });
  const res = await envioOrder([{ id: p.id, cantidad: 2 }], '  candioti SUR ');
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({
    subtotal: '8000.00',
    recargo: '0.00',
    envioCosto: '1500.00',
    total: '9500.00',
    zona: 'Centro',
  });
  const row = await saleRow(res.json().id);
  expect(row).toMatchObject({
    zonaId: zona.id,
    zonaNombre: 'Centro',
    zonaMinimo: 8000,
    envioCostoCents: 150_000,
    totalCents: 950_000,
    clienteBarrio: 'candioti SUR',
  });
  expect(await stockOf(db, p.id)).toBe(8);
});

test('sin barrio, con uno al que no llegamos o por debajo del mínimo: 400 antes que el stock, y nada cambia', async () => {
  const db = t.database.db;
  await insertFeria(db);
  await insertZona();
  await insertZona({ nombre: 'Vieja', barrios: ['Alto Verde'], activa: false });
  const p = await insertProduct(db, { precio: 4000, stock: 1 });
  const cases: [string | undefined, number, string][] = [
    [undefined, 2, 'Elegí tu barrio'],
    ['   ', 2, 'Elegí tu barrio'],
    ['Guadalupe', 2, 'No llegamos a ese barrio: elegí Retiro en la feria'],
    // An inactive zone's barrio is reached by no zone.
    ['alto verde', 2, 'No llegamos a ese barrio: elegí Retiro en la feria'],
    ['Centro', 1, 'El envío a Centro es con compras desde $ 8.000'],
  ];
  for (const [barrio, cantidad, error] of cases) {
    // Two units of a product with stock 1: the barrio's rules come before "no stock".
    const res = await envioOrder([{ id: p.id, cantidad }], barrio);
    expect(res.statusCode, `${barrio}`).toBe(400);
    expect(res.json()).toEqual({ error });
  }
  expect(await stockOf(db, p.id)).toBe(1);
  expect(await saleCount(db)).toBe(0);
  expect(await outboxCount(db)).toBe(0);
});

test('Retiro y el puesto nunca llevan costo ni zona, aunque digan un barrio', async () => {
  const db = t.database.db;
  await insertFeria(db);
  await insertZona();
  const p = await insertProduct(db, { precio: 1000, stock: 50 });
  const retiro = await envioOrder([{ id: p.id, cantidad: 1 }], 'Centro', { envio: 'retiro' });
  expect(retiro.statusCode).toBe(201);
  expect(retiro.json()).toMatchObject({ total: '1000.00', envioCosto: '0.00', zona: null });
  expect(await saleRow(retiro.json().id)).toMatchObject({
    envioCostoCents: 0,
    zonaId: null,
    zonaMinimo: null,
  });
  const { cookie } = await t.signIn('seller');
  const pos = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: webOrder([{ id: p.id, cantidad: 1 }], {
      canal: 'pos',
      envio: 'envio',
      cliente: { nombre: 'Puesto', barrio: 'Centro' },
    }),
  });
  expect(pos.statusCode).toBe(201);
  expect(pos.json()).toMatchObject({ total: '1000.00', envioCosto: '0.00', zona: null });
});

test('sin zonas activas el envío es como antes: sin barrio, sin costo, sin zona', async () => {
  const db = t.database.db;
  await insertFeria(db);
  await insertZona({ activa: false });
  const p = await insertProduct(db, { precio: 1000, stock: 5 });
  const res = await envioOrder([{ id: p.id, cantidad: 1 }]);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ total: '1000.00', envioCosto: '0.00', zona: null });
  expect(await saleRow(res.json().id)).toMatchObject({ envioCostoCents: 0, zonaId: null });
});

test('MAX_PEDIDO cuenta el costo de envío', async () => {
  const db = t.database.db;
  await insertFeria(db);
  await insertZona({ minimo: 0 });
  const p = await insertProduct(db, { precio: 1000, stock: 50 });
  // $ 9.000 of products: fine with Retiro, over $ 10.000 with the $ 1.500 fee.
  const retiro = await envioOrder([{ id: p.id, cantidad: 9 }], 'Centro', { envio: 'retiro' });
  expect(retiro.statusCode).toBe(201);
  const over = await envioOrder([{ id: p.id, cantidad: 9 }], 'Centro');
  expect(over.statusCode).toBe(400);
  expect(over.json()).toEqual({
    error: 'El pedido supera el máximo de $ 10.000: escribinos por WhatsApp para pedidos grandes',
  });
  expect(await stockOf(db, p.id)).toBe(41);
  expect(await saleCount(db)).toBe(1);
  const fits = await envioOrder([{ id: p.id, cantidad: 8 }], 'Centro');
  expect(fits.json()).toMatchObject({ total: '9500.00' });
});

test('pesar un pedido con envío rehace el total con el costo de envío con que se hizo', async () => {
  const db = t.database.db;
  await insertFeria(db);
  await insertZona({ minimo: 0 });
  const queso = await insertProduct(db, { unidad: 'kg', paso: 250, precio: 2400, stock: 5000 });
  const res = await envioOrder([{ id: queso.id, cantidad: 750 }], 'Centro');
  expect(res.json()).toMatchObject({ subtotal: '1800.00', total: '3300.00' });
  const { cookie } = await t.signIn('seller');
  const weighed = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${res.json().id}/peso`,
    payload: { idProducto: queso.id, gramos: 1000 },
    cookie,
  });
  expect(weighed.statusCode, weighed.body).toBe(200);
  expect(weighed.json()).toMatchObject({
    subtotal: '2400.00',
    envioCosto: '1500.00',
    total: '3900.00',
  });
});
