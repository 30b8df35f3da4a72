// MARKET §2 (round 5), on PGlite and PostgreSQL: the open register lists the web orders handed
// over since it opened and still not cobrado (`entregadosSinCobrar`), on GET /api/caja/actual and
// the close answer; "Cobrar ahora" (the cobro of §7) takes one off and puts its cash in the till.
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { registerCalls } from '../../../test/support/register.ts';
import { insertSale } from '../../../test/support/sale-fixture.ts';

const t = buildTestApp();
const caja = registerCalls(t);

const entregar = (id: number, cookie: string, payload?: object) =>
  t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${id}/changestate/Entregado`,
    ...(payload ? { payload } : {}),
    cookie,
  });

test('la caja abierta lista los entregados sin cobrar; "Cobrar ahora" los saca y suma al esperado', async () => {
  const seller = await t.signIn('seller');
  // Handed over before the register opened: not this register's.
  const before = await insertSale(t.database.db, { estado: 'Listo', cliente: { nombre: 'Ana' } });
  await entregar(before.id, seller.cookie);
  expect((await caja.abrir({ montoInicial: 100 }, seller.cookie)).statusCode).toBe(201);
  expect((await caja.actual(seller.cookie)).json().entregadosSinCobrar).toEqual([]);

  const rosa = await insertSale(t.database.db, { estado: 'Listo', cliente: { nombre: 'Rosa' } });
  const paid = await insertSale(t.database.db, { estado: 'Listo', cliente: { nombre: 'Pago' } });
  const waiting = await insertSale(t.database.db, { estado: 'Listo', cliente: { nombre: 'Juan' } });
  await entregar(rosa.id, seller.cookie);
  await entregar(paid.id, seller.cookie, { cobro: { medio: 'efectivo' } });
  let actual = (await caja.actual(seller.cookie)).json();
  expect(actual.entregadosSinCobrar).toEqual([{ id: rosa.id, cliente: 'Rosa', total: '1000.00' }]);
  expect(actual.esperado).toBe(1100);
  expect(waiting.id).toBeGreaterThan(0); // Listo, not handed over: not listed

  const charge = await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${rosa.id}/cobro`,
    payload: { cobrado: true, medio: 'efectivo' },
    cookie: seller.cookie,
  });
  expect(charge.statusCode).toBe(200);
  actual = (await caja.actual(seller.cookie)).json();
  expect(actual.entregadosSinCobrar).toEqual([]);
  expect(actual.esperado).toBe(2100);
});

test('el cierre también los trae', async () => {
  const seller = await t.signIn('seller');
  expect((await caja.abrir({ montoInicial: 0 }, seller.cookie)).statusCode).toBe(201);
  const sale = await insertSale(t.database.db, { estado: 'Listo', cliente: { nombre: 'Rosa' } });
  await entregar(sale.id, seller.cookie);
  const closed = await caja.cerrar({ contado: 0 }, seller.cookie);
  expect(closed.statusCode).toBe(200);
  expect(closed.json()).toMatchObject({
    diferencia: 0,
    entregadosSinCobrar: [{ id: sale.id, cliente: 'Rosa', total: '1000.00' }],
  });
});
