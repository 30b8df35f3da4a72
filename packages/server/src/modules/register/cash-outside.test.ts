// Issue 28 §1 (MARKET §3): cash can never be kept out of the register's count. A backdated stall
// sale goes into the register open on receipt; one naming a register it predates is refused; cash
// that finds no open register is marked "fuera de caja" and listed for the admin; every stall
// sale is audited with both of its instants.
import { MSG } from '@feria/domain/messages/shop';
import { desc, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { ledger, registerCalls } from '../../../test/support/register.ts';
import { saleCount, stockOf } from '../../../test/support/sales.ts';
import { auditLog, sales } from '../../db/schema.ts';

const t = buildTestApp();
const MINUTE = 60_000;

function sell(cookie: string, productId: number, extra: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      canal: 'pos',
      productos: [{ id: productId, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Cliente del puesto' },
      ...extra,
    },
  });
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

test('una venta en efectivo con fecha anterior a la apertura entra en la caja abierta, no queda fuera del arqueo', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(db, { precio: 16250, stock: 10 });
  expect((await caja.abrir({ montoInicial: 0 }, cookie)).statusCode).toBe(201);
  // The review's attack: one minute before the opening, and 70 hours old.
  expect((await sell(cookie, p.id, { creadaEn: ago(MINUTE) })).statusCode).toBe(201);
  expect((await sell(cookie, p.id, { creadaEn: ago(70 * 60 * MINUTE) })).statusCode).toBe(201);
  expect((await ledger(db)).map((e) => e.cajaSesionId)).toEqual([1, 1]);
  expect((await caja.actual(cookie)).json()).toMatchObject({ esperado: 32500 });
  const closed = await caja.cerrar({ contado: 0 }, cookie);
  expect(closed.json()).toMatchObject({ esperado: 32500, diferencia: -32500 });
});

test('una venta que nombra una caja abierta después de su momento: 400 y nada cambia', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie } = await t.signIn('seller');
  const p = await insertProduct(db, { precio: 100, stock: 10 });
  const abierta = (await caja.abrir({ montoInicial: 0 }, cookie)).json();
  const res = await sell(cookie, p.id, { creadaEn: ago(MINUTE), cajaId: abierta.id });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: MSG.ventaFechaInvalida });
  expect(await saleCount(db)).toBe(0);
  expect(await stockOf(db, p.id)).toBe(10);
  expect(await ledger(db)).toEqual([]);
});

test('la caja nombrada ya cerrada: va a la caja abierta al recibirla; sin ninguna, queda fuera de caja y se lista', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const seller = await t.signIn('seller', { nombre: 'Rosa Vendedora' });
  const { cookie: admin } = await t.signIn('admin');
  const p = await insertProduct(db, { precio: 100, stock: 10 });
  const primera = (await caja.abrir({ montoInicial: 0 }, seller.cookie)).json();
  const hecha = ago(0);
  await caja.cerrar({ contado: 0 }, seller.cookie);
  const segunda = (await caja.abrir({ montoInicial: 0 }, seller.cookie)).json();
  const luego = ago(0);
  const a = await sell(seller.cookie, p.id, { creadaEn: hecha, cajaId: primera.id });
  expect(a.json()).toMatchObject({ fueraDeCaja: false });
  await caja.cerrar({ contado: 100 }, seller.cookie);
  const b = await sell(seller.cookie, p.id, { creadaEn: luego, cajaId: segunda.id });
  expect(b.statusCode).toBe(201);
  expect(b.json()).toMatchObject({ fueraDeCaja: true });
  expect((await ledger(db)).map((e) => e.cajaSesionId)).toEqual([segunda.id, null]);
  const [row] = await db.select().from(sales).where(eq(sales.id, b.json().id));
  expect(row).toMatchObject({ fueraDeCaja: true });

  const fuera = await t.request({ method: 'GET', url: '/api/caja/fuera', cookie: admin });
  expect(fuera.statusCode).toBe(200);
  expect(fuera.json()).toEqual([
    {
      ventaId: b.json().id,
      fecha: new Date(luego).toISOString(),
      vendedor: 'Rosa Vendedora',
      total: 100,
    },
  ]);
  // Admin only.
  const bySeller = await t.request({
    method: 'GET',
    url: '/api/caja/fuera',
    cookie: seller.cookie,
  });
  expect(bySeller.statusCode).toBe(403);
  expect((await t.request({ method: 'GET', url: '/api/caja/fuera' })).statusCode).toBe(401);
  // An annulled sale gives its cash back: no longer outside the register.
  await caja.anular(b.json().id, admin);
  expect(
    (await t.request({ method: 'GET', url: '/api/caja/fuera', cookie: admin })).json(),
  ).toEqual([]);
});

test('cada venta del puesto queda en la auditoría con su momento y su recepción; la atrasada, marcada', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie, uid } = await t.signIn('seller');
  const p = await insertProduct(db, { precio: 100, stock: 10 });
  await caja.abrir({ montoInicial: 0 }, cookie);
  const atrasada = await sell(cookie, p.id, { creadaEn: ago(90 * MINUTE) });
  const ahora = await sell(cookie, p.id, { formaPago: 'transferencia' });
  const [row] = await db.select().from(sales).where(eq(sales.id, atrasada.json().id));
  expect(row?.recibidaEn).toBeInstanceOf(Date);
  expect(row!.recibidaEn!.getTime() - row!.createdAt.getTime()).toBeGreaterThan(89 * MINUTE);
  const entries = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'venta.crear'))
    .orderBy(desc(auditLog.id));
  expect(entries).toHaveLength(2);
  const [last, first] = entries;
  expect(first).toMatchObject({ userId: uid });
  expect(first?.ip).not.toBe('');
  expect(first?.detalle).toMatch(
    new RegExp(
      `venta N° ${atrasada.json().id} .*hecha \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d, recibida .*con fecha anterior`,
    ),
  );
  expect(last?.detalle).toContain(`venta N° ${ahora.json().id}`);
  expect(last?.detalle).not.toContain('con fecha anterior');
});
