// Two ferias the same day (MARKET §1, issue 49 item 2): a stall sale names the feria it is sold
// for, and that feria's takings count it; without a name the server cannot guess.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { saleCount } from '../../../test/support/sales.ts';

const t = buildTestApp();

const posSale = (productId: number, extra: Record<string, unknown> = {}) => ({
  canal: 'pos',
  productos: [{ id: productId, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { nombre: '' },
  ...extra,
});

async function twoFeriasToday() {
  const db = t.database.db;
  const past = new Date(Date.now() - 60_000);
  const norte = await insertFeria(db, { fecha: inDays(0), lugar: 'Plaza Norte', cierre: past });
  const sur = await insertFeria(db, {
    fecha: inDays(0),
    desde: '15:00',
    hasta: '19:00',
    lugar: 'Plaza Sur',
    cierre: past,
  });
  const otroDia = await insertFeria(db, { fecha: inDays(7), lugar: 'Plaza Lejana' });
  return { norte, sur, otroDia };
}

test('con dos ferias hoy, una venta del puesto sin feriaId es 400 y no vende nada', async () => {
  await twoFeriasToday();
  const p = await insertProduct(t.database.db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: posSale(p.id),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(FERIA_MSG.elegirFeriaVenta);
  expect(await saleCount(t.database.db)).toBe(0);
});

test('la venta va a la feria elegida, y su Recaudación la cuenta (la otra no)', async () => {
  const { norte, sur } = await twoFeriasToday();
  const p = await insertProduct(t.database.db, { stock: 5, precio: 1580.7 });
  const { cookie } = await t.signIn('seller');
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: posSale(p.id, { feriaId: norte.id }),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().feria).toEqual({ id: norte.id, fecha: norte.fecha, lugar: 'Plaza Norte' });
  const admin = await t.signIn('admin');
  const caja = async (id: number) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/ferias/${id}/preparacion`,
        cookie: admin.cookie,
      })
    ).json().caja;
  expect((await caja(norte.id)).puesto).toBe('1580.70');
  expect((await caja(sur.id)).puesto).toBe('0.00');
});

test('una feria de otro día, cancelada o desconocida es 400 "La feria elegida no existe"', async () => {
  const { otroDia } = await twoFeriasToday();
  const cancelada = await insertFeria(t.database.db, { fecha: inDays(0), estado: 'cancelada' });
  const p = await insertProduct(t.database.db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  for (const feriaId of [otroDia.id, cancelada.id, 99999]) {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/sale',
      cookie,
      payload: posSale(p.id, { feriaId }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FERIA_MSG.feriaNoExiste);
  }
  expect(await saleCount(t.database.db)).toBe(0);
});

test('una venta encolada sin conexión lleva su feria y entra en ella', async () => {
  const { sur } = await twoFeriasToday();
  const p = await insertProduct(t.database.db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  const creadaEn = new Date(Date.now() - 5 * 60_000).toISOString();
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    headers: { 'idempotency-key': 'cola-1' },
    payload: posSale(p.id, { feriaId: sur.id, creadaEn }),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().feria.id).toBe(sur.id);
});

test('con una sola feria hoy, la venta sin feriaId va a ella como siempre', async () => {
  const hoy = await insertFeria(t.database.db, { fecha: inDays(0), lugar: 'Plaza Única' });
  const p = await insertProduct(t.database.db, { stock: 5 });
  const { cookie } = await t.signIn('seller');
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: posSale(p.id),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().feria.id).toBe(hoy.id);
});
