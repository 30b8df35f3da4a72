import { haversineKm } from '@feria/domain/rules/reparto-route';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';
import { auditLog, sales } from '../../db/schema.ts';

const t = buildTestApp();
const ORIGEN = { lat: -31.6333, lon: -60.7, direccion: 'Plaza 25 de Mayo' };

/** A web order with Envío at the feria, its barrio and (optionally) its point. */
async function stop(
  feriaId: number,
  barrio: string,
  direccion: string,
  punto?: { lat: number; lon: number },
  extra: Parameters<typeof insertSale>[1] = {},
) {
  const sale = await insertSale(t.database.db, {
    envio: 'envio',
    ...extra,
    cliente: { direccion },
  });
  await t.database.db
    .update(sales)
    .set({
      feriaId,
      clienteBarrio: barrio,
      ubicacionLat: punto?.lat ?? null,
      ubicacionLon: punto?.lon ?? null,
      ubicacionFuente: punto ? 'georef' : null,
    })
    .where(eq(sales.id, sale.id));
  return sale.id;
}

const get = (feriaId: number, cookie: string) =>
  t.request({ method: 'GET', url: `/api/ferias/${feriaId}/reparto`, cookie });
const ids = (body: { paradas: { saleId: number }[] }) => body.paradas.map((p) => p.saleId);

test('las paradas: pedidos web con envío de la feria, sin anulados, por barrio, dirección y número', async () => {
  const { cookie } = await t.signIn('seller');
  const feria = await insertFeria(t.database.db, { fecha: inDays(3) });
  const other = await insertFeria(t.database.db, { fecha: inDays(10) });
  const b = await stop(feria.id, 'Sur', 'Bv. Gálvez 1234');
  const a = await stop(feria.id, 'candioti', 'Rivadavia 300');
  const c = await stop(feria.id, 'Sur', 'Bv. Gálvez 1234');
  await stop(feria.id, 'Centro', 'X 1', undefined, { estado: 'Anulado' });
  await stop(feria.id, 'Centro', 'X 2', undefined, { canal: 'pos' });
  await stop(feria.id, 'Centro', 'X 3', undefined, { envio: 'retiro' });
  await stop(other.id, 'Centro', 'X 4');
  const res = await get(feria.id, cookie);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.feria).toEqual({ id: feria.id, fecha: feria.fecha, lugar: feria.lugar });
  expect(body.origen).toBeNull();
  expect(body.distanciaKm).toBeNull();
  expect(ids(body)).toEqual([a, b, c]);
  expect(body.paradas[0]).toEqual({
    orden: 1,
    saleId: a,
    cliente: 'Martina Gómez',
    celular: '3425551234',
    direccion: 'Rivadavia 300',
    barrio: 'candioti',
    zona: null,
    lat: null,
    lon: null,
    fuente: null,
    aCobrar: 1000,
    estado: 'pendiente',
    comoLlegar: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Rivadavia 300, Santa Fe, Santa Fe')}`,
  });
  expect((await get(999999, cookie)).json()).toEqual({ error: 'Feria no encontrada' });
});

test('ordenar: sin punto de partida 409; con él, recorrido corto, guardado, y los nuevos van al final', async () => {
  const { cookie } = await t.signIn('seller');
  const admin = (await t.signIn('admin')).cookie;
  const feria = await insertFeria(t.database.db, { fecha: inDays(3) });
  // Points east of the origin, at 1, 2 and 3 km: the route goes out through them and back.
  const km = (n: number) => ({ lat: ORIGEN.lat, lon: ORIGEN.lon + n / 94.8 });
  const far = await stop(feria.id, 'A', 'a', km(3));
  const near = await stop(feria.id, 'B', 'b', km(1));
  const sinPunto = await stop(feria.id, 'A', 'c');
  const mid = await stop(feria.id, 'C', 'd', km(2));
  const url = `/api/ferias/${feria.id}/reparto/ordenar`;
  const refused = await t.request({ method: 'POST', url, cookie });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error).toBe('Configurá el punto de partida en Panel → Envíos');
  await t.request({ method: 'PUT', url: '/api/envios/origen', payload: ORIGEN, cookie: admin });
  const res = await t.request({ method: 'POST', url, cookie });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const order = ids(body);
  // near, mid, far or far, mid, near: both are the shortest loop; then the stop without a point.
  expect([order.slice(0, 3), order.slice(0, 3).reverse()]).toContainEqual([near, mid, far]);
  expect(order[3]).toBe(sinPunto);
  const expected = 2 * haversineKm(ORIGEN, km(3));
  expect(body.distanciaKm).toBe(Math.round(expected * 10) / 10);
  expect(body.origen).toEqual(ORIGEN);
  expect(body.paradas[0].comoLlegar).toMatch(/destination=-31\.6333,-60\.6/);
  const later = await stop(feria.id, 'A', 'a');
  expect(ids((await get(feria.id, cookie)).json())).toEqual([...order, later]);
  const audits = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'reparto.orden'));
  expect(audits).toHaveLength(1);
});

test('orden a mano: exactamente las paradas; si no, 400 y nada cambia; los anulados salen y se renumera', async () => {
  const { cookie } = await t.signIn('seller');
  const feria = await insertFeria(t.database.db, { fecha: inDays(3) });
  const a = await stop(feria.id, 'A', 'a');
  const b = await stop(feria.id, 'B', 'b');
  const c = await stop(feria.id, 'C', 'c');
  const url = `/api/ferias/${feria.id}/reparto/orden`;
  for (const saleIds of [
    [c, b],
    [c, b, a, a],
    [c, b, 999],
    [c, b, a, 999],
  ]) {
    const bad = await t.request({ method: 'PUT', url, payload: { saleIds }, cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('La lista no coincide con las paradas del reparto');
  }
  expect(ids((await get(feria.id, cookie)).json())).toEqual([a, b, c]);
  const ok = await t.request({ method: 'PUT', url, payload: { saleIds: [c, a, b] }, cookie });
  expect(ok.statusCode).toBe(200);
  expect(ids(ok.json())).toEqual([c, a, b]);
  await t.database.db.update(sales).set({ estado: 'Anulado' }).where(eq(sales.id, a));
  const after = (await get(feria.id, cookie)).json();
  expect(after.paradas.map((p: { orden: number; saleId: number }) => [p.orden, p.saleId])).toEqual([
    [1, c],
    [2, b],
  ]);
});

test('ubicación a mano: 6 decimales, fuente manual, auditada; inválida 400; venta inexistente 404', async () => {
  const { cookie } = await t.signIn('seller');
  const feria = await insertFeria(t.database.db, { fecha: inDays(3) });
  const id = await stop(feria.id, 'A', 'a');
  const url = `/api/sheets/sale/${id}/ubicacion`;
  const res = await t.request({
    method: 'PUT',
    url,
    payload: { lat: -31.12345678, lon: -60.5 },
    cookie,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ saleId: id, lat: -31.123457, lon: -60.5, fuente: 'manual' });
  for (const bad of [
    { lat: -91, lon: 0 },
    { lat: 0, lon: 181 },
    { lat: '1', lon: 1 },
    { lat: 1 },
  ]) {
    const r = await t.request({ method: 'PUT', url, payload: bad, cookie });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toBe('La ubicación es inválida');
  }
  const missing = await t.request({
    method: 'PUT',
    url: '/api/sheets/sale/999999/ubicacion',
    payload: { lat: 1, lon: 1 },
    cookie,
  });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error).toBe('Venta no encontrada');
  const parada = (await get(feria.id, cookie)).json().paradas[0];
  expect(parada).toMatchObject({ lat: -31.123457, lon: -60.5, fuente: 'manual' });
  const [audit] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'reparto.ubicacion'));
  expect(audit?.detalle).toContain(`Venta N° ${id}`);
});

test('permisos del reparto: anónimo 401, cliente 403', async () => {
  const feria = await insertFeria(t.database.db, { fecha: inDays(3) });
  const customer = (await t.signIn('user')).cookie;
  expect(
    (await t.request({ method: 'GET', url: `/api/ferias/${feria.id}/reparto` })).statusCode,
  ).toBe(401);
  expect((await get(feria.id, customer)).statusCode).toBe(403);
});

test('la lista impresa: título, salida, distancia y cada parada con lo que cobrar, todo escapado', async () => {
  const { cookie } = await t.signIn('seller');
  const admin = (await t.signIn('admin')).cookie;
  await t.request({ method: 'PUT', url: '/api/envios/origen', payload: ORIGEN, cookie: admin });
  const feria = await insertFeria(t.database.db, { fecha: '2026-12-05', lugar: 'Plaza <Colón>' });
  const id = await stop(feria.id, '<b>Sur</b>', 'Bv. Gálvez 1234');
  const paid = await stop(feria.id, 'Sur', 'Zeta 1');
  await t.database.db.update(sales).set({ cobroEstado: 'cobrado' }).where(eq(sales.id, paid));
  const res = await t.request({
    method: 'GET',
    url: `/api/ferias/${feria.id}/reparto.html`,
    cookie,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<h1>Reparto sábado 05/12 — Plaza &lt;Colón&gt;</h1>');
  expect(res.body).toContain('Salida: Plaza 25 de Mayo');
  expect(res.body).toContain('&lt;b&gt;Sur&lt;/b&gt;');
  expect(res.body).not.toContain('<b>Sur</b>');
  expect(res.body).toContain('A cobrar: $ 1.000,00');
  expect(res.body).toContain('Pagado');
  expect(res.body.indexOf(`Pedido N° ${id}`)).toBeGreaterThan(0);
  const customer = (await t.signIn('user')).cookie;
  expect(
    (
      await t.request({
        method: 'GET',
        url: `/api/ferias/${feria.id}/reparto.html`,
        cookie: customer,
      })
    ).statusCode,
  ).toBe(403);
});
