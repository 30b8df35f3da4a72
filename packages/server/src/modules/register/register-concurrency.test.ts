// Races and rollbacks of the register (MARKET §2). On PostgreSQL (TEST_DATABASE_URL) the
// requests really run at once on separate connections, as on two servers.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { ledger, registerCalls, sessionCount } from '../../../test/support/register.ts';
import { saleCount, stockOf } from '../../../test/support/sales.ts';
import { cajaSesiones } from '../../db/schema.ts';

const t = buildTestApp();

test('dos "Abrir caja" a la vez: uno 201 y otro 409 "Ya hay una caja abierta"', async () => {
  const caja = registerCalls(t);
  const a = await t.signIn('seller');
  const b = await t.signIn('admin');
  const answers = await Promise.all([
    caja.abrir({ montoInicial: 100 }, a.cookie),
    caja.abrir({ montoInicial: 200 }, b.cookie),
  ]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({
    error: 'Ya hay una caja abierta',
  });
  expect(await sessionCount(t.database.db)).toBe(1);
});

test('ocho aperturas en paralelo abren una sola caja', async () => {
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => caja.abrir({ montoInicial: i }, cookie)),
  );
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
  expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(7);
  expect(await sessionCount(t.database.db)).toBe(1);
});

test('anulaciones en paralelo (DELETE y cambio de estado) asientan una sola "Anulación venta"', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const seller = await t.signIn('seller');
  const admin = await t.signIn('admin');
  await caja.abrir({ montoInicial: 0 }, seller.cookie);
  const p = await insertProduct(db, { precio: 700, stock: 5 });
  const venta = (await caja.vender([{ id: p.id, cantidad: 2 }], 'efectivo', seller.cookie)).json();
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      i % 2 === 0
        ? caja.anular(venta.id, admin.cookie)
        : caja.anularPorEstado(venta.id, admin.cookie),
    ),
  );
  expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  const entries = await ledger(db);
  expect(entries.filter((e) => e.descripcion === `Anulación venta #${venta.id}`)).toEqual([
    expect.objectContaining({
      tipo: 'Gasto',
      montoCents: 140_000,
      cajaSesionId: 1,
      saleId: venta.id,
    }),
  ]);
  expect(entries).toHaveLength(2);
  expect(await stockOf(db, p.id)).toBe(5);
  expect((await caja.actual(seller.cookie)).json()).toMatchObject({ esperado: 0 });
});

test('anular una venta cuya caja ya cerró asienta la anulación sin caja; la caja cerrada no cambia', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('admin');
  await caja.abrir({ montoInicial: 0 }, cookie);
  const p = await insertProduct(db, { precio: 100 });
  const venta = (await caja.vender([{ id: p.id, cantidad: 1 }], 'efectivo', cookie)).json();
  await caja.cerrar({ contado: 100 }, cookie);
  await caja.anularPorEstado(venta.id, cookie);
  expect((await ledger(db)).at(-1)).toMatchObject({
    descripcion: `Anulación venta #${venta.id}`,
    cajaSesionId: null,
  });
  expect((await caja.sesiones(cookie)).json()[0]).toMatchObject({ esperado: 100, diferencia: 0 });
});

test('una venta cuyo segundo renglón no tiene stock no deja venta, stock ni asiento', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  await caja.abrir({ montoInicial: 50 }, cookie);
  const hay = await insertProduct(db, { stock: 5 });
  const falta = await insertProduct(db, { stock: 1 });
  const res = await caja.vender(
    [
      { id: hay.id, cantidad: 2 },
      { id: falta.id, cantidad: 3 },
    ],
    'efectivo',
    cookie,
  );
  expect(res.statusCode).toBe(409);
  expect(await saleCount(db)).toBe(0);
  expect(await stockOf(db, hay.id)).toBe(5);
  expect(await ledger(db)).toEqual([]);
  expect((await caja.actual(cookie)).json()).toMatchObject({ esperado: 50 });
});

test('ventas y cierre a la vez: lo que entra antes del cierre se cuenta, lo que entra después va sin caja', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  await caja.abrir({ montoInicial: 0 }, cookie);
  const p = await insertProduct(db, { precio: 10, stock: 100 });
  const answers = await Promise.all([
    ...Array.from({ length: 6 }, () =>
      caja.vender([{ id: p.id, cantidad: 1 }], 'efectivo', cookie),
    ),
    caja.cerrar({ contado: 0 }, cookie),
  ]);
  expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
  const [sesion] = await db.select().from(cajaSesiones).where(eq(cajaSesiones.id, 1));
  const counted = (await ledger(db)).filter((e) => e.saleId !== null && e.cajaSesionId === 1);
  // The register expected exactly the sales linked to it: none slipped in after the count.
  expect((sesion?.diferenciaCents ?? 0) + counted.length * 1000).toBe(0);
});
