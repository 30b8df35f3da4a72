import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { feriaBody, inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { auditLog, ferias, mailOutbox, sales } from '../../db/schema.ts';

const t = buildTestApp();

const order = (productId: number, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id: productId, cantidad: 2 }], extra),
  });

test('la administración crea una feria: 201 con el cierre por defecto, y queda auditada', async () => {
  const { cookie } = await t.signIn('admin');
  const body = feriaBody();
  const res = await t.request({ method: 'POST', url: '/api/ferias', payload: body, cookie });
  expect(res.statusCode).toBe(201);
  const feria = res.json();
  expect(feria).toMatchObject({ ...body, estado: 'programada', abierta: true });
  // The day before at 20:00 in Buenos Aires is 23:00 UTC.
  expect(feria.cierre).toMatch(/T23:00:00\.000Z$/);
  const audit = await t.database.db.select().from(auditLog);
  expect(audit.map((a) => a.accion)).toEqual(['feria.crear']);
});

test('cada dato inválido es 400 con su mensaje y no guarda nada', async () => {
  const { cookie } = await t.signIn('admin');
  const cases: [Record<string, unknown>, string][] = [
    [{ fecha: '' }, FERIA_MSG.fechaRequerida],
    [{ lugar: ' ' }, FERIA_MSG.lugarRequerido],
    [{ direccion: '' }, FERIA_MSG.direccionRequerida],
    [{ desde: '14:00', hasta: '10:00' }, FERIA_MSG.horarioInvalido],
    [{ fecha: inDays(-1) }, FERIA_MSG.fechaPasada],
    [{ cierre: `${inDays(10)}T13:00:00.000Z` }, FERIA_MSG.cierreDespues],
    // Instants and days the database cannot hold, or no market would use: a 400, never a 500.
    [{ cierre: '-271821-04-20T00:00:00Z' }, FERIA_MSG.cierreInvalido],
    [{ cierre: '1999-12-31T12:00:00Z' }, FERIA_MSG.cierreInvalido],
    [{ fecha: '9999-12-31' }, FERIA_MSG.fechaRequerida],
  ];
  for (const [over, message] of cases) {
    const res = await t.request({
      method: 'POST',
      url: '/api/ferias',
      payload: feriaBody(over),
      cookie,
    });
    expect(res.statusCode, message).toBe(400);
    expect(res.json().error).toBe(message);
  }
  expect(await t.database.db.select().from(ferias)).toEqual([]);
});

test('solo la administración gestiona ferias: anónimo 401, cliente y vendedor 403; el vendedor lee Preparación y marca todos Listo', async () => {
  const feria = await insertFeria(t.database.db);
  const calls = [
    { method: 'GET' as const, url: '/api/ferias' },
    { method: 'POST' as const, url: '/api/ferias', payload: feriaBody() },
    { method: 'PUT' as const, url: `/api/ferias/${feria.id}`, payload: feriaBody() },
    { method: 'POST' as const, url: `/api/ferias/${feria.id}/cancelar`, payload: {} },
  ];
  const reads = [
    { method: 'POST' as const, url: `/api/ferias/${feria.id}/listos` },
    { method: 'GET' as const, url: `/api/ferias/${feria.id}/preparacion` },
    { method: 'GET' as const, url: `/api/ferias/${feria.id}/preparacion.csv` },
    { method: 'GET' as const, url: `/api/ferias/${feria.id}/preparacion.html` },
  ];
  const user = await t.signIn('user');
  const seller = await t.signIn('seller');
  for (const call of calls) {
    expect((await t.request(call)).statusCode).toBe(401);
    expect((await t.request({ ...call, cookie: user.cookie })).statusCode).toBe(403);
    expect((await t.request({ ...call, cookie: seller.cookie })).statusCode).toBe(403);
  }
  for (const call of reads) {
    expect((await t.request(call)).statusCode).toBe(401);
    expect((await t.request({ ...call, cookie: user.cookie })).statusCode).toBe(403);
    expect((await t.request({ ...call, cookie: seller.cookie })).statusCode).toBe(200);
  }
  const [unchanged] = await t.database.db.select().from(ferias);
  expect(unchanged).toEqual(feria);
});

test('GET /api/ferias/proximas es público: programadas desde hoy, por fecha', async () => {
  const db = t.database.db;
  const late = await insertFeria(db, { fecha: inDays(14) });
  const soon = await insertFeria(db, { fecha: inDays(7) });
  await insertFeria(db, { fecha: inDays(3), estado: 'cancelada' });
  await insertFeria(db, { fecha: inDays(-7) });
  const res = await t.request({ method: 'GET', url: '/api/ferias/proximas' });
  expect(res.statusCode).toBe(200);
  expect(res.json().map((f: { id: number }) => f.id)).toEqual([soon.id, late.id]);
});

test('editar una feria: 200; inexistente 404; datos inválidos 400 sin cambios', async () => {
  const db = t.database.db;
  const feria = await insertFeria(db);
  const { cookie } = await t.signIn('admin');
  const body = feriaBody({ lugar: 'Costanera Este' });
  const ok = await t.request({
    method: 'PUT',
    url: `/api/ferias/${feria.id}`,
    payload: body,
    cookie,
  });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ id: feria.id, lugar: 'Costanera Este' });
  const missing = await t.request({ method: 'PUT', url: '/api/ferias/999', payload: body, cookie });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error).toBe(FERIA_MSG.feriaNoEncontrada);
  const bad = await t.request({
    method: 'PUT',
    url: `/api/ferias/${feria.id}`,
    payload: feriaBody({ desde: '13:00', hasta: '09:00' }),
    cookie,
  });
  expect(bad.json().error).toBe(FERIA_MSG.horarioInvalido);
  const [row] = await db.select().from(ferias).where(eq(ferias.id, feria.id));
  expect(row?.lugar).toBe('Costanera Este');
});

test('cancelar una feria con pedidos exige moverA, los pasa y avisa a cada cliente', async () => {
  const db = t.database.db;
  const lluvia = await insertFeria(db, { fecha: inDays(5) });
  const otra = await insertFeria(db, { fecha: inDays(12), lugar: 'Parque Juan de Garay' });
  const p = await insertProduct(db, { stock: 20 });
  const placed = await order(p.id);
  expect(placed.json().feria).toEqual({ id: lluvia.id, fecha: lluvia.fecha, lugar: lluvia.lugar });
  const { cookie } = await t.signIn('admin');
  const cancel = (payload: object) =>
    t.request({ method: 'POST', url: `/api/ferias/${lluvia.id}/cancelar`, payload, cookie });

  const noTarget = await cancel({});
  expect(noTarget.statusCode).toBe(400);
  expect(noTarget.json().error).toBe(FERIA_MSG.moverARequerido);
  const itself = await cancel({ moverA: lluvia.id });
  expect(itself.json().error).toBe(FERIA_MSG.feriaNoExiste);
  const unknown = await cancel({ moverA: 9999 });
  expect(unknown.statusCode).toBe(400);
  expect((await db.select().from(ferias).where(eq(ferias.id, lluvia.id)))[0]?.estado).toBe(
    'programada',
  );
  const mailsBefore = (await db.select().from(mailOutbox)).length;

  const ok = await cancel({ moverA: otra.id });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ id: lluvia.id, estado: 'cancelada', movidos: 1, excedidos: [] });
  const [sale] = await db.select().from(sales);
  expect(sale?.feriaId).toBe(otra.id);
  const mails = await db.select().from(mailOutbox);
  expect(mails.length).toBe(mailsBefore + 1);
  expect(mails.at(-1)?.subject).toBe(FERIA_MSG.asuntoCambioFecha);
  expect(mails.at(-1)?.text).toContain('Retirás tu pedido en Parque Juan de Garay');
  const again = await cancel({ moverA: otra.id });
  expect(again.statusCode).toBe(409);
  const audit = await db.select().from(auditLog);
  expect(audit.map((a) => a.accion)).toEqual(['feria.cancelar']);
});

test('cancelar una feria sin pedidos no pide moverA; una inexistente es 404', async () => {
  const feria = await insertFeria(t.database.db);
  const { cookie } = await t.signIn('admin');
  const ok = await t.request({ method: 'POST', url: `/api/ferias/${feria.id}/cancelar`, cookie });
  expect(ok.json()).toEqual({ id: feria.id, estado: 'cancelada', movidos: 0, excedidos: [] });
  const missing = await t.request({ method: 'POST', url: '/api/ferias/4242/cancelar', cookie });
  expect(missing.statusCode).toBe(404);
});
