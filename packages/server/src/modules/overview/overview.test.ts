import { addDays, shopToday } from '@feria/domain/rules/dates';
import { weekStart } from '@feria/domain/rules/overview';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { adminOverview } from './service.ts';

const t = buildTestApp();

type SaleFields = {
  createdAt: Date;
  totalCents: number;
  estado?: SaleStatus;
  /** When the money came in (default: when the sale was made); null: not cobrado. */
  cobroFecha?: Date | null;
  canal?: 'web' | 'pos';
  formaPago?: 'efectivo' | 'transferencia' | 'qr';
};

async function insertSale(db: Db, fields: SaleFields) {
  const { createdAt, totalCents, estado = 'Listo', canal = 'web', formaPago = 'efectivo' } = fields;
  const cobroFecha = fields.cobroFecha === undefined ? createdAt : fields.cobroFecha;
  await db.insert(sales).values({
    createdAt,
    estado,
    canal,
    cobroEstado: cobroFecha ? 'cobrado' : 'pendiente',
    cobroFecha,
    formaPago,
    envio: 'retiro',
    clienteNombre: 'Cliente de prueba',
    subtotalCents: totalCents,
    totalCents,
  });
}

const DAY = 86_400_000;

test('el resumen cuenta la plata cobrada hoy y en la semana: ni pedidos sin cobrar ni anuladas', async () => {
  const db = t.database.db;
  const now = new Date();
  await insertSale(db, { createdAt: now, totalCents: 150_050, canal: 'pos', estado: 'Entregado' });
  await insertSale(db, { createdAt: now, totalCents: 20_000, formaPago: 'transferencia' });
  // A web order for next Saturday's feria, not paid yet: not money of today.
  await insertSale(db, {
    createdAt: now,
    totalCents: 777_700,
    estado: 'Pendiente',
    cobroFecha: null,
  });
  await insertSale(db, { createdAt: now, totalCents: 999_999, estado: 'Anulado' });
  // Ordered 20 days ago, paid today: today's money.
  await insertSale(db, {
    createdAt: new Date(now.getTime() - 20 * DAY),
    cobroFecha: now,
    totalCents: 30_000,
    formaPago: 'transferencia',
  });
  await insertSale(db, { createdAt: new Date(now.getTime() - 20 * DAY), totalCents: 5_000 });

  const { cookie } = await t.signIn('admin');
  const res = await t.request({ method: 'GET', url: '/api/overview', cookie });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const today = shopToday();
  expect(body.hoy).toEqual({ cantidad: 3, total: 2000.5 });
  expect(body.semana).toEqual({ desde: weekStart(today), cantidad: 3, total: 2000.5 });
  expect(body.cobradoHoy).toEqual({
    porMedio: {
      efectivo: 1500.5,
      transferencia: 500,
      qr: 0,
      tarjetaDebito: 0,
      tarjetaCredito: 0,
      mercadopago: 0,
    },
    total: 2000.5,
  });
  expect(body.dias).toHaveLength(14);
  expect(body.dias[13]).toEqual({ dia: today, cantidad: 3, total: 2000.5 });
  expect(body.dias[0]).toEqual({ dia: addDays(today, -13), cantidad: 0, total: 0 });
});

test('los días se cuentan en hora de Buenos Aires y la semana empieza el lunes', async () => {
  const db = t.database.db;
  // Miércoles 5 de marzo de 2025, 12:00 en Santa Fe (15:00 UTC).
  const now = new Date('2025-03-05T15:00:00Z');
  // 02:30 UTC del 5 es todavía el 4 a las 23:30 en Santa Fe.
  await insertSale(db, { createdAt: new Date('2025-03-05T02:30:00Z'), totalCents: 1_000 });
  await insertSale(db, { createdAt: new Date('2025-03-05T03:30:00Z'), totalCents: 2_000 });
  // Domingo 2 de marzo: la semana anterior, pero dentro de los 14 días.
  await insertSale(db, { createdAt: new Date('2025-03-02T18:00:00Z'), totalCents: 4_000 });
  // 20 de febrero: fuera de los 14 días (que empiezan el 20 en hora local a las 03:00 UTC).
  await insertSale(db, { createdAt: new Date('2025-02-20T02:59:00Z'), totalCents: 8_000 });
  await insertSale(db, { createdAt: new Date('2025-02-20T03:00:00Z'), totalCents: 16_000 });

  const overview = await adminOverview(db, now);
  expect(overview.hoy).toEqual({ cantidad: 1, total: 20 });
  expect(overview.semana).toEqual({ desde: '2025-03-03', cantidad: 2, total: 30 });
  const byDay = Object.fromEntries(overview.dias.map((d) => [d.dia, d.total]));
  expect(overview.dias[0]?.dia).toBe('2025-02-20');
  expect(byDay).toMatchObject({
    '2025-02-20': 160,
    '2025-03-02': 40,
    '2025-03-04': 10,
    '2025-03-05': 20,
  });
  expect(overview.dias.reduce((sum, d) => sum + d.cantidad, 0)).toBe(4);
});

test('"Por preparar" cuenta los pedidos web Pendiente o En preparación, y los productos sin stock y con poco stock', async () => {
  const db = t.database.db;
  const now = new Date();
  // A stall sale is handed over when made: never "to prepare", whatever its state says.
  await insertSale(db, { createdAt: now, totalCents: 100, canal: 'pos', estado: 'Pendiente' });
  const estados: SaleStatus[] = ['Pendiente', 'Pendiente', 'En preparación', 'Listo', 'Anulado'];
  for (const estado of estados) {
    await insertSale(db, {
      createdAt: new Date(now.getTime() - 30 * DAY),
      totalCents: 100,
      estado,
    });
  }
  for (const stock of [0, 0, 1, 4, 5, 80]) await insertProduct(db, { stock });
  await insertProduct(db, { stock: 0, publicado: false });

  const { cookie } = await t.signIn('admin');
  const res = await t.request({ method: 'GET', url: '/api/overview', cookie });
  expect(res.json()).toMatchObject({
    pendientes: 3,
    sinStock: 3,
    pocoStock: 2,
    hoy: { cantidad: 1, total: 1 },
  });
});

test('el resumen es solo del administrador: anónimo 401, cliente y vendedor 403', async () => {
  expect((await t.request({ method: 'GET', url: '/api/overview' })).statusCode).toBe(401);
  for (const rol of ['user', 'seller'] as const) {
    const { cookie } = await t.signIn(rol);
    const res = await t.request({ method: 'GET', url: '/api/overview', cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('No tienes permisos para acceder a esta seccion');
  }
});
