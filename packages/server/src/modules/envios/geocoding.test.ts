// MARKET §14 "Geocoding (Georef)" against a local fake of Georef's `GET /direcciones`: once per
// address, the point stored with the order, "Sin ubicación" when Georef cannot place it, a 5xx or a
// silence tried again at least a minute later and 3 times in all, a point set by hand never
// overwritten, two servers asking once, and the order's answer never waiting for Georef.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { type GeorefFake, startGeorefFake } from '../../../test/support/georef-fake.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { georefDirecciones, sales } from '../../db/schema.ts';
import { geocodeRound, nudgeGeocoder, startGeocoder } from './geocoding.ts';

const t = buildTestApp();
let fake: GeorefFake;
beforeAll(async () => {
  fake = await startGeorefFake();
});
afterAll(() => fake.close());

const opts = () => ({ url: fake.url, localidad: 'Santa Fe', timeoutMs: 300 });
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

async function envio(direccion: string, extra: Parameters<typeof insertSale>[1] = {}) {
  const sale = await insertSale(t.database.db, {
    envio: 'envio',
    cliente: { direccion },
    ...extra,
  });
  return sale.id;
}

async function pointOf(id: number) {
  const [row] = await t.database.db
    .select({ lat: sales.ubicacionLat, lon: sales.ubicacionLon, fuente: sales.ubicacionFuente })
    .from(sales)
    .where(eq(sales.id, id));
  return row;
}

const askedFor = (direccion: string) =>
  fake.asked.filter((q) => q.get('direccion') === direccion).length;

test('una dirección se pregunta una vez, con provincia, localidad y max=1; el punto queda en el pedido', async () => {
  fake.set('Bv. Gálvez 1234', { lat: -31.6342011, lon: -60.7012 });
  const a = await envio('Bv. Gálvez 1234');
  const retiro = await insertSale(t.database.db, { cliente: { direccion: 'Retiro 1' } });
  expect(await geocodeRound(t.database.db, opts())).toEqual({ consultas: 1 });
  const [query] = fake.asked.filter((q) => q.get('direccion') === 'Bv. Gálvez 1234');
  expect(Object.fromEntries(query!)).toEqual({
    direccion: 'Bv. Gálvez 1234',
    provincia: 'Santa Fe',
    localidad: 'Santa Fe',
    max: '1',
  });
  expect(await pointOf(a)).toEqual({ lat: -31.634201, lon: -60.7012, fuente: 'georef' });
  expect((await pointOf(retiro.id))?.fuente).toBeNull();
  expect(askedFor('Retiro 1')).toBe(0);

  // The same door written otherwise takes the kept point without asking again.
  const b = await envio('  BV GALVEZ,  1234 ');
  expect(await geocodeRound(t.database.db, opts())).toEqual({ consultas: 0 });
  expect(await pointOf(b)).toEqual({ lat: -31.634201, lon: -60.7012, fuente: 'georef' });
  expect(askedFor('  BV GALVEZ,  1234 ')).toBe(0);
});

test('Georef no la ubica: "Sin ubicación", y no se pregunta otra vez', async () => {
  fake.set('Calle Inventada 99', 'sin');
  const id = await envio('Calle Inventada 99');
  await geocodeRound(t.database.db, opts());
  await geocodeRound(t.database.db, opts(), minutes(5));
  expect(await pointOf(id)).toEqual({ lat: null, lon: null, fuente: null });
  expect(askedFor('Calle Inventada 99')).toBe(1);
  const [row] = await t.database.db
    .select()
    .from(georefDirecciones)
    .where(eq(georefDirecciones.clave, 'calle inventada 99|santa fe|santa fe'));
  expect(row?.estado).toBe('sin_ubicacion');
});

test('un 500 o un silencio se reintentan al minuto, 3 veces en total; después queda sin ubicación', async () => {
  fake.set('Rivadavia 300', 500, 'hang', { lat: -31.62, lon: -60.69 });
  const id = await envio('Rivadavia 300');
  const start = new Date();
  await geocodeRound(t.database.db, opts(), start); // 500
  await geocodeRound(t.database.db, opts(), minutes(0.5, start)); // too soon: not asked
  expect(askedFor('Rivadavia 300')).toBe(1);
  await geocodeRound(t.database.db, opts(), minutes(1, start)); // silence: gives up at 300 ms
  expect(await pointOf(id)).toEqual({ lat: null, lon: null, fuente: null });
  await geocodeRound(t.database.db, opts(), minutes(2, start)); // the third attempt answers
  expect(askedFor('Rivadavia 300')).toBe(3);
  expect(await pointOf(id)).toEqual({ lat: -31.62, lon: -60.69, fuente: 'georef' });

  fake.set('Siempre Falla 1', 500);
  const never = await envio('Siempre Falla 1');
  for (let i = 0; i < 5; i++) await geocodeRound(t.database.db, opts(), minutes(i * 2, start));
  expect(askedFor('Siempre Falla 1')).toBe(3);
  expect(await pointOf(never)).toEqual({ lat: null, lon: null, fuente: null });
});

test('un punto puesto a mano no se pisa; un pedido anulado no se pregunta', async () => {
  fake.set('Mano 10', { lat: -31.1, lon: -60.1 });
  const manual = await envio('Mano 10');
  await t.database.db
    .update(sales)
    .set({ ubicacionLat: -31.5, ubicacionLon: -60.5, ubicacionFuente: 'manual' })
    .where(eq(sales.id, manual));
  fake.set('Anulada 20', { lat: -31.2, lon: -60.2 });
  await envio('Anulada 20', { estado: 'Anulado' });
  await geocodeRound(t.database.db, opts());
  expect(await pointOf(manual)).toEqual({ lat: -31.5, lon: -60.5, fuente: 'manual' });
  expect(askedFor('Mano 10') + askedFor('Anulada 20')).toBe(0);
});

test('dos servidores a la vez preguntan cada dirección una sola vez', async () => {
  const direcciones = ['Doble 1', 'Doble 2', 'Doble 3', 'Doble 4'];
  for (const [i, d] of direcciones.entries()) fake.set(d, { lat: -31 - i / 100, lon: -60 });
  const ids = [];
  for (const d of direcciones) ids.push(await envio(d), await envio(d));
  await Promise.all([
    geocodeRound(t.database.db, opts()),
    geocodeRound(t.database.db, opts()),
    geocodeRound(t.database.db, opts()),
  ]);
  await geocodeRound(t.database.db, opts());
  for (const d of direcciones) expect(askedFor(d)).toBe(1);
  const placed = await t.database.db
    .select({ fuente: sales.ubicacionFuente })
    .from(sales)
    .where(inArray(sales.id, ids));
  expect(placed.map((p) => p.fuente)).toEqual(ids.map(() => 'georef'));
});

test('el pedido no espera a Georef: con Georef colgado el pedido se guarda y el geocodificador lo pregunta después', async () => {
  const product = await insertProduct(t.database.db, { precio: 1000, stock: 5 });
  fake.set('Colgada 5', 'hang');
  const geocoder = startGeocoder(t.database.db, opts(), { pollMs: 60_000, log: () => {} });
  try {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      payload: webOrder([{ id: product.id, cantidad: 1 }], {
        envio: 'envio',
        cliente: { ...CLIENTE, correo: 'colgada@example.com', direccion: 'Colgada 5' },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await pointOf(res.json().id)).toEqual({ lat: null, lon: null, fuente: null });
    nudgeGeocoder(t.database.db);
    await expect.poll(() => askedFor('Colgada 5'), { timeout: 5_000 }).toBeGreaterThan(0);
  } finally {
    await geocoder.stop();
  }
});

test('detener el geocodificador corta la consulta colgada: la dirección no pierde su intento y queda para ya', async () => {
  fake.set('Colgada 9', 'hang');
  fake.set('Colgada 10', 'hang');
  await envio('Colgada 9');
  await envio('Colgada 10');
  const slow = { ...opts(), timeoutMs: 30_000 };
  const geocoder = startGeocoder(t.database.db, slow, { pollMs: 60_000, log: () => {} });
  await expect.poll(() => askedFor('Colgada 9') + askedFor('Colgada 10')).toBe(1);
  const stoppedAt = Date.now();
  await geocoder.stop();
  expect(Date.now() - stoppedAt).toBeLessThan(2_000);
  expect(askedFor('Colgada 9') + askedFor('Colgada 10')).toBe(1);
  const rows = await t.database.db
    .select()
    .from(georefDirecciones)
    .where(eq(georefDirecciones.estado, 'pendiente'));
  expect(rows.map((r) => r.intentos)).toEqual([0, 0]);
  for (const r of rows) expect(r.proximoIntento.getTime()).toBeLessThanOrEqual(Date.now());
});
