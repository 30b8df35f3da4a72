// MARKET §14 "Bolsones": with a zone active, a subscription with Envío names a barrio we reach and
// its bolsones reach the zone's minimum (the order's messages); its generated orders take the zone
// of the barrio at generation and carry its fee, count for the cupo but are never refused by it,
// and go without fee when the barrio is in no active zone any more.
import { ENVIO_MSG } from '@feria/domain/messages/envios';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { envioZonas, sales } from '../../db/schema.ts';

const t = buildTestApp();

async function setup(cupo: number | null = null) {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3), lugar: 'Plaza Pueyrredón' });
  const bolson = await insertProduct(db, {
    nombre: 'Bolsón',
    stock: 20,
    suscribible: true,
    precio: 9000,
  });
  const [zona] = await db
    .insert(envioZonas)
    .values({
      nombre: 'Centro',
      nombreClave: 'centro',
      barrios: ['Centro', 'Candioti Sur'],
      costoCents: 150_000,
      minimo: 10_000,
      cupo,
    })
    .returning();
  const customer = await t.signIn('user', { celular: '342 555 0101', emailConfirmado: true });
  return { db, feria, bolson, zona: zona!, customer };
}

const body = (productoId: number, over: Record<string, unknown> = {}) => ({
  productoId,
  cantidad: 2,
  frecuencia: 'semanal',
  envio: 'Envío',
  direccion: 'Bv. Gálvez 1500',
  barrio: 'candioti sur',
  formaPago: 'efectivo',
  ...over,
});

const subscribe = (cookie: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/suscripciones', cookie, payload });

test('el barrio se pide y se revisa como en un pedido; el mínimo, con el precio del bolsón × cantidad', async () => {
  const { bolson, customer } = await setup();
  const refused = async (over: Record<string, unknown>) => {
    const res = await subscribe(customer.cookie, body(bolson.id, over));
    expect(res.statusCode).toBe(400);
    return res.json().error;
  };
  expect(await refused({ barrio: undefined })).toBe(ENVIO_MSG.barrioRequerido);
  expect(await refused({ barrio: 'Alto Verde' })).toBe(ENVIO_MSG.barrioFuera);
  // One bolsón of $ 9.000 is under Centro's $ 10.000.
  expect(await refused({ cantidad: 1 })).toBe('El envío a Centro es con compras desde $ 10.000');
  const list = await t.request({
    method: 'GET',
    url: '/api/suscripciones',
    cookie: customer.cookie,
  });
  expect(list.json()).toEqual([]);
  // Retiro needs no barrio.
  const retiro = await subscribe(
    customer.cookie,
    body(bolson.id, {
      envio: 'Retiro',
      lugar: 'Plaza Pueyrredón',
      barrio: undefined,
      direccion: undefined,
    }),
  );
  expect(retiro.statusCode, retiro.body).toBe(201);
  expect(retiro.json()).toMatchObject({ barrio: null, zona: null });
});

test('el pedido generado toma la zona del barrio y su costo; fuera de toda zona, sin costo', async () => {
  const { db, bolson, zona, customer } = await setup();
  const res = await subscribe(customer.cookie, body(bolson.id));
  expect(res.statusCode, res.body).toBe(201);
  const sub = res.json();
  expect(sub).toMatchObject({ barrio: 'candioti sur', zona: 'Centro' });
  const [order] = await db.select().from(sales).where(eq(sales.suscripcionId, sub.id));
  expect(order).toMatchObject({
    zonaId: zona.id,
    zonaNombre: 'Centro',
    envioCostoCents: 150_000,
    subtotalCents: 1_800_000,
    totalCents: 1_950_000,
    clienteBarrio: 'candioti sur',
  });

  // The zone off: the next order of that subscription goes without fee.
  await db.update(envioZonas).set({ activa: false }).where(eq(envioZonas.id, zona.id));
  const again = await t.request({
    method: 'POST',
    url: `/api/suscripciones/${sub.id}/pausar`,
    cookie: customer.cookie,
  });
  expect(again.statusCode).toBe(200);
  // Another zone active elsewhere, so zones still apply.
  await db.insert(envioZonas).values({
    nombre: 'Norte',
    nombreClave: 'norte',
    barrios: ['Guadalupe'],
    costoCents: 100_000,
    minimo: 0,
  });
  const resumed = await t.request({
    method: 'POST',
    url: `/api/suscripciones/${sub.id}/reanudar`,
    cookie: customer.cookie,
  });
  expect(resumed.statusCode, resumed.body).toBe(200);
  expect(resumed.json().zona).toBeNull();
  const orders = await db.select().from(sales).where(eq(sales.suscripcionId, sub.id));
  const open = orders.find((o) => o.estado !== 'Anulado');
  expect(open).toMatchObject({ zonaId: null, zonaNombre: null, envioCostoCents: 0 });
  expect(open?.totalCents).toBe(open?.subtotalCents);
});

test('el cupo lleno no frena un bolsón: se genera igual y cuenta', async () => {
  const { db, bolson, zona, customer } = await setup(1);
  const other = await t.signIn('user', {
    email: 'otra@example.com',
    celular: '342 555 0102',
    emailConfirmado: true,
  });
  const a = await subscribe(customer.cookie, body(bolson.id));
  const b = await subscribe(other.cookie, body(bolson.id));
  expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  const orders = await db.select().from(sales).where(eq(sales.zonaId, zona.id));
  expect(orders).toHaveLength(2);
  const lugares = (await t.request({ method: 'GET', url: '/api/envios' })).json().zonas[0].lugares;
  expect(lugares[0].quedan).toBe(0);
});
