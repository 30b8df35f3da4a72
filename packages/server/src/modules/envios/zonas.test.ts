import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { auditLog, envioZonas } from '../../db/schema.ts';

const t = buildTestApp();

const centro = { nombre: 'Centro', barrios: ['Centro', 'Barrio Sur'], costo: 1500, minimo: 8000 };

async function admin() {
  return (await t.signIn('admin')).cookie;
}
const post = (payload: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/envios/zonas', payload: payload as object, cookie });
const put = (id: number, payload: unknown, cookie?: string) =>
  t.request({ method: 'PUT', url: `/api/envios/zonas/${id}`, payload: payload as object, cookie });
const audited = async (accion: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion))).map(
    (a) => a.detalle,
  );
const zoneCount = async () => (await t.database.db.select().from(envioZonas)).length;

test('el administrador crea una zona: 201 con los barrios limpios, y queda en la actividad', async () => {
  const cookie = await admin();
  const res = await post(
    { ...centro, barrios: [' Centro ', '', 'centro', 'Barrio Sur'], costo: 1500.5 },
    cookie,
  );
  expect(res.statusCode).toBe(201);
  const zona = res.json();
  expect(zona).toEqual({
    id: zona.id,
    nombre: 'Centro',
    barrios: ['Centro', 'Barrio Sur'],
    costo: 1500.5,
    minimo: 8000,
    cupo: null,
    activa: true,
  });
  expect(await audited('envio.zona.alta')).toEqual([
    expect.stringContaining(`Zona ${zona.id} "Centro"`),
  ]);
  const list = await t.request({ method: 'GET', url: '/api/envios/zonas', cookie });
  expect(list.json()).toEqual([zona]);
});

test('datos malos: 400 con el primer campo que falla y la lista de todos; nada cambia', async () => {
  const cookie = await admin();
  const res = await post({ nombre: '  ', barrios: [], costo: -1, minimo: 2.5, cupo: 0 }, cookie);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.error).toBe('El nombre es requerido');
  expect(body.issues.map((i: { message: string }) => i.message)).toEqual([
    'El nombre es requerido',
    'Agregá al menos un barrio',
    'El costo de envío es inválido',
    'El mínimo es inválido',
    'El cupo debe ser un número entero entre 1 y 1000',
  ]);
  expect(await zoneCount()).toBe(0);
});

test('nombre repetido sin importar mayúsculas ni acentos: 409 y nada cambia', async () => {
  const cookie = await admin();
  await post({ ...centro, nombre: 'Guadalupe Este', barrios: ['Guadalupe'] }, cookie);
  const res = await post({ ...centro, nombre: 'guadalupe  ESTÉ' }, cookie);
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toBe('Ya existe una zona con ese nombre');
  expect(await zoneCount()).toBe(1);
});

test('un barrio en una sola zona activa; las inactivas pueden compartir y activarlas vuelve a revisar', async () => {
  const cookie = await admin();
  await post(centro, cookie);
  const clash = await post(
    { nombre: 'Sur', barrios: ['Guadalupe', 'barrio SUR'], costo: 900 },
    cookie,
  );
  expect(clash.statusCode).toBe(409);
  expect(clash.json().error).toBe('El barrio barrio SUR ya está en la zona Centro');
  const inactive = await post(
    { nombre: 'Sur', barrios: ['barrio SUR'], costo: 900, activa: false },
    cookie,
  );
  expect(inactive.statusCode).toBe(201);
  const activate = await put(
    inactive.json().id,
    { nombre: 'Sur', barrios: ['barrio SUR'], costo: 900 },
    cookie,
  );
  expect(activate.statusCode).toBe(409);
  expect(activate.json().error).toBe('El barrio barrio SUR ya está en la zona Centro');
  const [row] = await t.database.db
    .select()
    .from(envioZonas)
    .where(eq(envioZonas.id, inactive.json().id));
  expect(row?.activa).toBe(false);
});

test('cambiar y borrar una zona: auditado; 404 si no existe', async () => {
  const cookie = await admin();
  const { id } = (await post(centro, cookie)).json();
  const changed = await put(id, { ...centro, costo: 2000, cupo: 12 }, cookie);
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({ id, costo: 2000, cupo: 12 });
  expect(await audited('envio.zona.cambio')).toEqual([expect.stringContaining('cupo 12')]);
  expect((await put(999, centro, cookie)).json().error).toBe('Zona no encontrada');
  const del = await t.request({ method: 'DELETE', url: `/api/envios/zonas/${id}`, cookie });
  expect(del.statusCode).toBe(204);
  expect(await audited('envio.zona.baja')).toEqual([`Zona ${id} "Centro"`]);
  const again = await t.request({ method: 'DELETE', url: `/api/envios/zonas/${id}`, cookie });
  expect(again.statusCode).toBe(404);
  expect(again.json().error).toBe('Zona no encontrada');
});

test('dos zonas con el mismo barrio guardadas a la vez: una sola queda', async () => {
  const cookie = await admin();
  const [a, b] = await Promise.all([
    post({ nombre: 'Norte', barrios: ['Candioti'], costo: 1 }, cookie),
    post({ nombre: 'Este', barrios: ['candioti'], costo: 1 }, cookie),
  ]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  expect(await zoneCount()).toBe(1);
});

test('GET /api/envios: público, solo las activas por nombre, con lugares por feria abierta si hay cupo', async () => {
  expect((await t.request({ method: 'GET', url: '/api/envios' })).json()).toEqual({ zonas: [] });
  const cookie = await admin();
  const feria = await insertFeria(t.database.db, { fecha: inDays(5) });
  await post({ nombre: 'Sur', barrios: ['Barrio Sur'], costo: 900, cupo: 3 }, cookie);
  await post({ nombre: 'Centro', barrios: ['Centro'], costo: 1500 }, cookie);
  await post({ nombre: 'Alto Verde', barrios: ['Alto Verde'], costo: 1, activa: false }, cookie);
  const res = await t.request({ method: 'GET', url: '/api/envios' });
  expect(res.statusCode).toBe(200);
  const { zonas } = res.json();
  expect(zonas.map((z: { nombre: string }) => z.nombre)).toEqual(['Centro', 'Sur']);
  expect(zonas[0]).toEqual({
    id: zonas[0].id,
    nombre: 'Centro',
    barrios: ['Centro'],
    costo: 1500,
    minimo: 0,
    cupo: null,
    lugares: null,
  });
  expect(zonas[1].lugares).toEqual([{ feriaId: feria.id, fecha: feria.fecha, quedan: 3 }]);
});

test('GET /api/config dice si Envío va por zonas: solo mientras haya una activa', async () => {
  const config = async () =>
    (await t.request({ method: 'GET', url: '/api/config' })).json().envioPorZonas;
  expect(await config()).toBe(false);
  const cookie = await admin();
  const { id } = (await post({ ...centro, activa: false }, cookie)).json();
  expect(await config()).toBe(false);
  await put(id, centro, cookie);
  expect(await config()).toBe(true);
});

test('permisos: zonas del administrador; el punto de partida se lee como personal', async () => {
  const seller = (await t.signIn('seller')).cookie;
  const customer = (await t.signIn('user')).cookie;
  expect((await post(centro)).statusCode).toBe(401);
  expect((await post(centro, customer)).statusCode).toBe(403);
  expect((await post(centro, seller)).statusCode).toBe(403);
  expect(
    (await t.request({ method: 'GET', url: '/api/envios/zonas', cookie: seller })).statusCode,
  ).toBe(403);
  expect((await t.request({ method: 'GET', url: '/api/envios/origen' })).statusCode).toBe(401);
  expect(
    (await t.request({ method: 'GET', url: '/api/envios/origen', cookie: customer })).statusCode,
  ).toBe(403);
  const read = await t.request({ method: 'GET', url: '/api/envios/origen', cookie: seller });
  expect(read.json()).toEqual({ lat: null, lon: null, direccion: null });
  const write = { method: 'PUT' as const, url: '/api/envios/origen', payload: { lat: 1, lon: 1 } };
  expect((await t.request({ ...write, cookie: seller })).statusCode).toBe(403);
});

test('punto de partida: se guarda con 6 decimales, se borra con nulls, inválido es 400 y nada cambia', async () => {
  const cookie = await admin();
  const put1 = await t.request({
    method: 'PUT',
    url: '/api/envios/origen',
    payload: { lat: -31.63331234, lon: -60.7000009, direccion: 'Bv. Gálvez 1234' },
    cookie,
  });
  expect(put1.statusCode).toBe(200);
  const saved = { lat: -31.633312, lon: -60.700001, direccion: 'Bv. Gálvez 1234' };
  expect(put1.json()).toEqual(saved);
  for (const bad of [
    { lat: 91, lon: 0 },
    { lat: null, lon: 2 },
    { lat: 'x', lon: 2 },
  ]) {
    const res = await t.request({ method: 'PUT', url: '/api/envios/origen', payload: bad, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('La ubicación es inválida');
  }
  expect((await t.request({ method: 'GET', url: '/api/envios/origen', cookie })).json()).toEqual(
    saved,
  );
  const clear = await t.request({
    method: 'PUT',
    url: '/api/envios/origen',
    payload: { lat: null, lon: null },
    cookie,
  });
  expect(clear.json()).toEqual({ lat: null, lon: null, direccion: null });
  expect(await audited('envio.origen')).toHaveLength(2);
});
