// MARKET §15 "What a producer reads / changes": their own producer only; the liquidación and
// payments are the admin's own figures; stock and publication audited.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { portalMarket } from '../../../test/support/portal.ts';
import { auditLog, products } from '../../db/schema.ts';

const t = buildTestApp();
const hoy = shopToday();
const range = `desde=${addDays(hoy, -1)}&hasta=${hoy}`;

const market = () => portalMarket(t);

test('yo y productos: solo los suyos, con no-store', async () => {
  const { granja, get, acelga } = await market();
  const yo = await get('/api/productor/yo');
  expect(yo.statusCode).toBe(200);
  expect(yo.headers['cache-control']).toContain('no-store');
  expect(yo.json()).toMatchObject({ id: granja.id, nombre: 'Granja Los Aromos', comision: 10 });
  expect(yo.json()).not.toHaveProperty('acceso');
  const list = await get('/api/productor/productos');
  expect(list.json()).toEqual([
    expect.objectContaining({ id: acelga.id, nombre: 'Acelga', propuesta: null }),
  ]);
});

test('liquidación y pagos: los mismos números que Liquidaciones del administrador', async () => {
  const { cookie, granja, get } = await market();
  const pay = await t.request({
    method: 'POST',
    url: '/api/liquidaciones/pagar',
    cookie,
    payload: { productorId: granja.id, desde: addDays(hoy, -1), hasta: hoy },
  });
  expect(pay.statusCode, pay.body).toBe(201);
  const adminList = (await get(`/api/liquidaciones?${range}`, cookie)).json() as {
    productor: { id: number };
  }[];
  const mine = await get(`/api/productor/liquidacion?${range}`);
  expect(mine.statusCode).toBe(200);
  expect(mine.json()).toEqual(adminList.find((p) => p.productor.id === granja.id));
  expect(JSON.stringify(mine.json())).not.toContain('Tambo');
  const pagos = await get('/api/productor/pagos');
  const adminPagos = await get(`/api/liquidaciones/pagos?productorId=${granja.id}`, cookie);
  expect(pagos.json()).toEqual(adminPagos.json());
  expect(pagos.json()).toHaveLength(1);
  const csv = await get(`/api/productor/liquidacion.csv?${range}`);
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.body).toContain('Granja Los Aromos');
  expect(csv.body).toContain('Bruto');
  expect(csv.body).not.toContain('Tambo');
  expect(csv.body).not.toContain('Total');
  const none = await get('/api/productor/liquidacion');
  expect([none.statusCode, none.json().error]).toEqual([
    400,
    'Elegí las fechas "Desde" y "Hasta" o una feria',
  ]);
  const feria = await get('/api/productor/liquidacion?feriaId=9999');
  expect([feria.statusCode, feria.json().error]).toEqual([404, 'Feria no encontrada']);
});

test('sin ventas en el período: ceros con su porcentaje', async () => {
  const { tambo } = await market();
  const other = await t.signIn('productor', { productorId: tambo.id });
  const res = await t.request({
    method: 'GET',
    url: '/api/productor/liquidacion?desde=2020-01-01&hasta=2020-01-02',
    cookie: other.cookie,
  });
  expect(res.json()).toEqual({
    productor: { id: tambo.id, nombre: 'Tambo La Esperanza' },
    lineas: [],
    bruto: 0,
    comision: 0,
    aPagar: 0,
    porcentaje: 5,
    yaPagado: [],
    aDescontar: 0,
  });
});

test('stock y publicado: los suyos, auditados; el de otro productor es 404; las reglas', async () => {
  const { acelga, queso, productor } = await market();
  const put = (id: number, what: string, payload: object) =>
    t.request({
      method: 'PUT',
      url: `/api/productor/productos/${id}/${what}`,
      cookie: productor.cookie,
      payload,
    });
  const ok = await put(acelga.id, 'stock', { cantidad: 40, stockAnterior: 47 });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json()).toMatchObject({ id: acelga.id, propuesta: null });
  const stale = await put(acelga.id, 'stock', { cantidad: 10, stockAnterior: 47 });
  expect([stale.statusCode, stale.json().error]).toEqual([
    409,
    'El stock cambió mientras editabas (ahora hay 40). Revisá y guardá de nuevo.',
  ]);
  for (const cantidad of [-1, 1.5, 'diez', undefined]) {
    const bad = await put(acelga.id, 'stock', { cantidad });
    expect([bad.statusCode, bad.json().error]).toEqual([
      400,
      'La cantidad debe ser un número entero mayor o igual a 0',
    ]);
  }
  const foreign = await put(queso.id, 'stock', { cantidad: 0 });
  expect([foreign.statusCode, foreign.json().error]).toEqual([404, 'Producto no encontrado']);
  const [q] = await t.database.db.select().from(products).where(eq(products.id, queso.id));
  expect(q!.stock).toBe(48);
  expect((await put(acelga.id, 'publicado', { publicado: 'quizas' })).json().error).toBe(
    'El valor de publicado es inválido',
  );
  expect((await put(acelga.id, 'publicado', { publicado: 'no' })).statusCode).toBe(200);
  await put(acelga.id, 'stock', { cantidad: 0 });
  const empty = await put(acelga.id, 'publicado', { publicado: 'si' });
  expect([empty.statusCode, empty.json().error]).toEqual([
    409,
    'El producto sin stock no puede publicarse',
  ]);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.quien, 'aromos@example.com'));
  expect(audit.map((a) => [a.accion, a.detalle])).toEqual([
    ['portal.stock', 'Granja Los Aromos: stock de Acelga 47 → 40'],
    ['portal.publicar', 'Granja Los Aromos: Acelga publicado si → no'],
    ['portal.stock', 'Granja Los Aromos: stock de Acelga 40 → 0'],
  ]);
  const filtered = await t.request({
    method: 'GET',
    url: '/api/auditoria?accion=portal',
    cookie: (await t.signIn('admin')).cookie,
  });
  expect(filtered.statusCode).toBe(200);
  expect(JSON.stringify(filtered.json())).toContain('portal.stock');
});

test('dos cambios de stock al mismo tiempo con el mismo stockAnterior: uno solo se guarda', async () => {
  const { acelga, productor } = await market();
  const put = (cantidad: number) =>
    t.request({
      method: 'PUT',
      url: `/api/productor/productos/${acelga.id}/stock`,
      cookie: productor.cookie,
      payload: { cantidad, stockAnterior: 47 },
    });
  const both = await Promise.all([put(10), put(20)]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
});
