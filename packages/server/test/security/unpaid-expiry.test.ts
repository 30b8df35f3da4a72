// Round 4 (issue 44): unpaid orders held stock until an admin annulled them. API.md: a Mercado
// Pago order still not cobrado VENCE_PAGO_HORAS after it was placed is annulled by the server
// (stock back, the customer told, audited venta.vencida), once however many servers look, and
// never one that became cobrado meanwhile.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditLog, mailOutbox, sales } from '../../src/db/schema.ts';
import { mailContext } from '../../src/modules/mail/compose/layout.ts';
import {
  expireOne,
  expireUnpaidOrders,
  unpaidOrders,
} from '../../src/modules/sales/expire-unpaid.ts';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { insertSale, stockOf } from '../support/sale-fixture.ts';

const t = buildTestApp({ VENCE_PAGO_HORAS: '24' });
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function order(formaPago: string, hoursAgo: number, cobrado = false) {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 1000, stock: 10 });
  const sale = await insertSale(db, {
    formaPago: formaPago as 'mercadopago',
    createdAt: ago(hoursAgo),
    lines: [{ product: p, cantidad: 3 }],
  });
  if (cobrado) await db.update(sales).set({ cobroEstado: 'cobrado' }).where(eq(sales.id, sale.id));
  return { id: sale.id, productId: p.id };
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0]!;

test('sólo vence el pedido de Mercado Pago sin cobrar de más de 24 horas: stock, correo y auditoría', async () => {
  const db = t.database.db;
  const due = await order('mercadopago', 25);
  const young = await order('mercadopago', 23);
  const paid = await order('mercadopago', 30, true);
  const transfer = await order('transferencia', 30);
  expect(await stockOf(db, due.productId)).toBe(7);
  expect(await expireUnpaidOrders(db, t.config)).toEqual([due.id]);
  expect((await rowOf(due.id)).estado).toBe('Anulado');
  expect(await stockOf(db, due.productId)).toBe(10);
  for (const other of [young, paid, transfer]) {
    expect((await rowOf(other.id)).estado).toBe('Pendiente');
    expect(await stockOf(db, other.productId)).toBe(7);
  }
  const mails = await db.select().from(mailOutbox);
  expect(mails.map((m) => m.subject)).toEqual([
    `Tu pedido #${due.id} se canceló porque no se pagó`,
  ]);
  const audit = await db.select().from(auditLog).where(eq(auditLog.accion, 'venta.vencida'));
  expect(audit).toHaveLength(1);
  expect(audit[0]?.detalle).toContain(`N° ${due.id}`);
  // A second pass (another server) finds nothing left to do.
  expect(await expireUnpaidOrders(db, t.config)).toEqual([]);
  expect(await stockOf(db, due.productId)).toBe(10);
});

test('un pedido que se cobró entre la búsqueda y el bloqueo no se anula', async () => {
  const db = t.database.db;
  const due = await order('mercadopago', 48);
  const cutoff = ago(24);
  expect(await unpaidOrders(db, cutoff)).toEqual([due.id]);
  // The webhook marks it cobrado after this server listed it, before it locks it.
  await db.update(sales).set({ cobroEstado: 'cobrado' }).where(eq(sales.id, due.id));
  expect(await expireOne(db, due.id, cutoff, mailContext(t.config))).toBe(false);
  expect((await rowOf(due.id)).estado).toBe('Pendiente');
  expect(await stockOf(db, due.productId)).toBe(7);
});

test('dos servidores a la vez: cada pedido vencido se anula una sola vez', async () => {
  const db = t.database.db;
  const due = [];
  for (let i = 0; i < 6; i++) due.push(await order('mercadopago', 30 + i));
  const [a, b] = await Promise.all([
    expireUnpaidOrders(db, t.config),
    expireUnpaidOrders(db, t.config),
  ]);
  expect([...a!, ...b!].sort((x, y) => x - y)).toEqual(due.map((d) => d.id));
  for (const d of due) expect(await stockOf(db, d.productId)).toBe(10);
  const audit = await db.select().from(auditLog).where(eq(auditLog.accion, 'venta.vencida'));
  expect(audit).toHaveLength(6);
});
