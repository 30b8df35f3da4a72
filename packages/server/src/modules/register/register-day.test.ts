// A market day at the stall (MARKET §2), on PGlite and again on PostgreSQL.
import { shopToday } from '@feria/domain/rules/dates';
import { asc, like } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { ledger, registerCalls } from '../../../test/support/register.ts';
import { auditLog } from '../../db/schema.ts';

const t = buildTestApp();
const POR_MEDIO_VACIO = {
  efectivo: 0,
  transferencia: 0,
  qr: 0,
  tarjetaDebito: 0,
  tarjetaCredito: 0,
  mercadopago: 0,
};

test('el día completo: abrir, vender en efectivo y con tarjeta, anular, un gasto y cerrar con $ 50 de menos', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const seller = await t.signIn('seller', { nombre: 'Lucía Vendedora' });
  const admin = await t.signIn('admin');
  const yerba = await insertProduct(db, { precio: 1000, stock: 20 });

  const abierta = await caja.abrir({ montoInicial: 5000 }, seller.cookie);
  expect(abierta.statusCode).toBe(201);
  const sesion = abierta.json();
  expect(sesion).toEqual({
    id: 1,
    estado: 'abierta',
    abiertaEn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    abiertaPor: 'Lucía Vendedora',
    montoInicial: 5000,
    esperado: 5000,
    porMedio: POR_MEDIO_VACIO,
    movimientos: [],
    pedidosCobrados: 0,
    entregadosSinCobrar: [],
  });

  expect(
    (await caja.vender([{ id: yerba.id, cantidad: 2 }], 'efectivo', seller.cookie)).statusCode,
  ).toBe(201);
  expect(
    (await caja.vender([{ id: yerba.id, cantidad: 1 }], 'tarjetaDebito', seller.cookie)).statusCode,
  ).toBe(201);
  expect(
    (await caja.vender([{ id: yerba.id, cantidad: 3 }], 'transferencia', seller.cookie)).statusCode,
  ).toBe(201);
  const anulada = await caja.vender([{ id: yerba.id, cantidad: 1 }], 'efectivo', seller.cookie);
  expect((await caja.anular(anulada.json().id, admin.cookie)).statusCode).toBe(200);

  const gasto = await caja.movimiento(
    { tipo: 'Gasto', monto: 300, descripcion: 'Bolsas' },
    seller.cookie,
  );
  expect(gasto.statusCode).toBe(201);
  expect(gasto.json()).toEqual({
    id: 4,
    tipo: 'Gasto',
    monto: 300,
    descripcion: 'Bolsas',
    fecha: shopToday(),
  });

  const actual = await caja.actual(seller.cookie);
  expect(actual.statusCode).toBe(200);
  expect(actual.json()).toMatchObject({
    estado: 'abierta',
    esperado: 6700, // 5000 + 2000 + 1000 − 1000 − 300
    porMedio: {
      efectivo: 2000,
      transferencia: 3000,
      qr: 0,
      tarjetaDebito: 1070,
      tarjetaCredito: 0,
      mercadopago: 0,
    },
  });
  // The arqueo lists what was moved by hand (not the sales' own entries), so it adds up on screen.
  expect(actual.json().movimientos).toEqual([
    {
      id: 4,
      tipo: 'Gasto',
      monto: 300,
      descripcion: 'Bolsas',
      creadoEn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    },
  ]);

  const cerrada = await caja.cerrar({ contado: '6650' }, seller.cookie);
  expect(cerrada.statusCode).toBe(200);
  expect(cerrada.json()).toMatchObject({
    id: 1,
    estado: 'cerrada',
    esperado: 6700,
    contado: 6650,
    diferencia: -50,
    cerradaPor: 'Lucía Vendedora',
    cerradaEn: expect.stringMatching(/Z$/),
  });
  expect(cerrada.json()).not.toHaveProperty('movimientos');

  const today = shopToday();
  expect(await ledger(db)).toEqual([
    {
      tipo: 'Ingreso',
      montoCents: 200_000,
      descripcion: 'Venta #1',
      fecha: today,
      cajaSesionId: 1,
      saleId: 1,
    },
    {
      tipo: 'Ingreso',
      montoCents: 100_000,
      descripcion: 'Venta #4',
      fecha: today,
      cajaSesionId: 1,
      saleId: 4,
    },
    {
      tipo: 'Gasto',
      montoCents: 100_000,
      descripcion: 'Anulación venta #4',
      fecha: today,
      cajaSesionId: 1,
      saleId: 4,
    },
    {
      tipo: 'Gasto',
      montoCents: 30_000,
      descripcion: 'Bolsas',
      fecha: today,
      cajaSesionId: 1,
      saleId: null,
    },
    {
      tipo: 'Gasto',
      montoCents: 5_000,
      descripcion: 'Diferencia de caja',
      fecha: today,
      cajaSesionId: 1,
      saleId: null,
    },
  ]);

  expect((await caja.actual(seller.cookie)).json()).toEqual({ error: 'No hay una caja abierta' });
  const historia = await caja.sesiones(admin.cookie);
  expect(historia.statusCode).toBe(200);
  expect(historia.json()).toEqual([cerrada.json()]);

  const audit = await db
    .select({ accion: auditLog.accion, detalle: auditLog.detalle })
    .from(auditLog)
    .where(like(auditLog.accion, 'caja.%'))
    .orderBy(asc(auditLog.id));
  expect(audit).toEqual([
    { accion: 'caja.abrir', detalle: 'Abrió la caja #1 con $ 5.000,00' },
    { accion: 'caja.movimiento', detalle: 'Gasto de $ 300,00 en la caja #1: Bolsas' },
    {
      accion: 'caja.cerrar',
      detalle: 'Cerró la caja #1: esperado $ 6.700,00, contado $ 6.650,00, diferencia -$ 50,00',
    },
  ]);
});

test('contar de más deja un Ingreso "Diferencia de caja"; contar justo no deja asiento', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('admin');
  await caja.abrir({ montoInicial: 100 }, cookie);
  expect((await caja.cerrar({ contado: 100.25 }, cookie)).json()).toMatchObject({
    diferencia: 0.25,
  });
  await caja.abrir({ montoInicial: 0 }, cookie);
  expect((await caja.cerrar({ contado: 0 }, cookie)).json()).toMatchObject({
    esperado: 0,
    diferencia: 0,
  });
  expect(await ledger(db)).toEqual([
    expect.objectContaining({ tipo: 'Ingreso', montoCents: 25, descripcion: 'Diferencia de caja' }),
  ]);
  const historia = (await caja.sesiones(cookie)).json();
  expect(historia.map((s: { id: number }) => s.id)).toEqual([2, 1]);
});

test('una venta en efectivo sin caja abierta va al libro sin caja; el pago con tarjeta no va al libro', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(db, { precio: 250.5 });
  await caja.vender([{ id: p.id, cantidad: 2 }], 'efectivo', cookie);
  await caja.vender([{ id: p.id, cantidad: 1 }], 'qr', cookie);
  expect(await ledger(db)).toEqual([
    {
      tipo: 'Ingreso',
      montoCents: 50_100,
      descripcion: 'Venta #1',
      fecha: shopToday(),
      cajaSesionId: null,
      saleId: 1,
    },
  ]);
});

test('una venta web en efectivo no pasa por la caja', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  await caja.abrir({ montoInicial: 10 }, cookie);
  const p = await insertProduct(db);
  const web = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: {
      productos: [{ id: p.id, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: {
        nombre: 'Ana',
        correo: 'ana@example.com',
        provincia: 'Santa Fe',
        direccion: 'X 1',
        cp: '3000',
        celular: '342',
      },
    },
  });
  expect(web.statusCode).toBe(201);
  expect(await ledger(db)).toEqual([]);
  expect((await caja.actual(cookie)).json()).toMatchObject({ esperado: 10 });
});
