// MARKET §15 "Liquidación": a producer's own settlement is read from its own lines alone (issue
// 63), and is still exactly its element of the admin's, whatever the period holds: lines paid
// before, a paid sale annulled since (Ya pagado and A descontar), a deleted product's line and a
// product without producer (both go by the brand they were sold under). Ventas follows the same
// rule for whose a line is, and never shows another producer's line.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { form } from '../../../test/support/products.ts';
import { products, saleLines } from '../../db/schema.ts';

const t = buildTestApp();
const hoy = shopToday();
const range = `desde=${addDays(hoy, -1)}&hasta=${hoy}`;

type Liquidacion = { productor: { id: number; nombre: string } };

async function market() {
  const { admin, createProducer } = producerHelpers(t);
  const cookie = await admin();
  const granja = await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
  const tambo = await createProducer(cookie, { nombre: 'Tambo La Esperanza', comision: 5 });
  const apicola = await createProducer(cookie, { nombre: 'Apícola del Sur', comision: 12.5 });
  const product = async (nombre: string, marca: string, precio: number) => {
    const payload = form({ nombre, marca, precio, cantidad: 100 });
    const res = await t.request({ method: 'POST', url: '/api/sheets/data', cookie, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const acelga = await product('Acelga', 'Granja Los Aromos', 1000.5);
  const huevos = await product('Huevos', 'Granja Los Aromos', 450);
  const queso = await product('Queso', 'Tambo La Esperanza', 2333.33);
  const miel = await product('Miel', 'Apicola del Sur', 333.33);
  const sale = async (productos: { id: number; cantidad: number }[]) => {
    const payload = {
      canal: 'pos',
      productos,
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Marta Secreta' },
    };
    const res = await t.request({ method: 'POST', url: '/api/sheets/sale', cookie, payload });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const first = await sale([
    { id: acelga, cantidad: 3 },
    { id: queso, cantidad: 1 },
    { id: miel, cantidad: 2 },
  ]);
  await sale([
    { id: acelga, cantidad: 1 },
    { id: huevos, cantidad: 6 },
  ]);
  // The granja is paid for what sold so far; then its first sale is annulled (A descontar).
  const pay = await t.request({
    method: 'POST',
    url: '/api/liquidaciones/pagar',
    cookie,
    payload: { productorId: granja.id, desde: addDays(hoy, -1), hasta: hoy },
  });
  expect(pay.statusCode, pay.body).toBe(201);
  const anular = `/api/sheets/sale/${first}/changestate/Anulado`;
  expect((await t.request({ method: 'PUT', url: anular, cookie })).statusCode).toBe(200);
  await sale([
    { id: acelga, cantidad: 2 },
    { id: huevos, cantidad: 12 },
    { id: queso, cantidad: 3 },
    { id: miel, cantidad: 1 },
  ]);
  // Huevos' lines as a deleted product's, Miel without producer: both go by their brand.
  await t.database.db
    .update(saleLines)
    .set({ productId: null })
    .where(eq(saleLines.productId, huevos));
  await t.database.db.update(products).set({ productorId: null }).where(eq(products.id, miel));
  return { cookie, producers: [granja, tambo, apicola] };
}

test('la liquidación de cada productor es su elemento de Liquidaciones, cifra por cifra, también su CSV', async () => {
  const { cookie, producers } = await market();
  const admin = await t.request({ method: 'GET', url: `/api/liquidaciones?${range}`, cookie });
  const adminCsv = await t.request({
    method: 'GET',
    url: `/api/liquidaciones.csv?${range}`,
    cookie,
  });
  const all = admin.json() as Liquidacion[];
  expect(all.map((p) => p.productor.nombre)).toEqual([
    'Apícola del Sur',
    'Granja Los Aromos',
    'Tambo La Esperanza',
  ]);
  for (const [i, productor] of producers.entries()) {
    const who = await t.signIn('productor', {
      productorId: productor.id,
      email: `productor${i}@example.com`,
    });
    const get = (url: string) => t.request({ method: 'GET', url, cookie: who.cookie });
    const own = await get(`/api/productor/liquidacion?${range}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(all.find((p) => p.productor.id === productor.id));
    const csv = await get(`/api/productor/liquidacion.csv?${range}`);
    const [header, ...rows] = csv.body.split('\r\n').filter(Boolean);
    const adminRows = adminCsv.body.split('\r\n').filter(Boolean);
    expect(header).toBe(adminRows[0]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(adminRows.filter((r) => r.startsWith(`${productor.nombre};`)));
  }
  const granja = all.find((p) => p.productor.id === producers[0]!.id);
  // Huevos sold after the payment still counts for the granja, by its brand; what was paid for
  // the annulled sale is to take off.
  expect(granja).toMatchObject({
    lineas: expect.arrayContaining([expect.objectContaining({ nombre: 'Huevos', cantidad: 12 })]),
    aDescontar: expect.any(Number),
  });
  expect((granja as unknown as { aDescontar: number }).aDescontar).toBeGreaterThan(0);
});

test('ventas: cada productor ve sus líneas, también las que van por su marca, y nunca las de otro', async () => {
  const { producers } = await market();
  const seen = new Map<string, string[]>();
  for (const [i, productor] of producers.entries()) {
    const who = await t.signIn('productor', {
      productorId: productor.id,
      email: `ventas${i}@example.com`,
    });
    const res = await t.request({
      method: 'GET',
      url: `/api/productor/ventas?${range}`,
      cookie: who.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as { lineas: { producto: string; importe: number }[]; total: number };
    seen.set(productor.nombre, [...new Set(body.lineas.map((l) => l.producto))].sort());
    const cents = body.lineas.reduce((sum, l) => sum + Math.round(l.importe * 100), 0);
    expect(body.total).toBe(cents / 100);
    expect(res.body).not.toContain('Marta');
  }
  expect(Object.fromEntries(seen)).toEqual({
    'Granja Los Aromos': ['Acelga', 'Huevos'],
    'Tambo La Esperanza': ['Queso'],
    'Apícola del Sur': ['Miel'],
  });
});
