// Issue 57 finding 1 (API.md round 5): Efectivo and Transferencia orders never expired and held
// their stock until someone annulled each. One still not cobrado, not Listo, not Entregado and
// without a receipt VENCE_SIN_CONFIRMAR_HORAS after its feria's cierre is annulled by the server
// like an unpaid Mercado Pago order (stock back, mail, audit venta.vencida); bolsón orders exempt.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditLog, mailOutbox, sales, suscripciones } from '../../src/db/schema.ts';
import { expireUnpaidOrders } from '../../src/modules/sales/expire-unpaid.ts';
import { buildTestApp } from '../support/app.ts';
import { insertFeria } from '../support/ferias.ts';
import { insertProduct } from '../support/fixtures.ts';
import { insertSale, stockOf } from '../support/sale-fixture.ts';

const t = buildTestApp({ VENCE_SIN_CONFIRMAR_HORAS: '48' });
const HOUR = 3_600_000;
const NOW = new Date();

async function order(
  formaPago: 'efectivo' | 'transferencia' | 'mercadopago',
  feriaId: number,
  set: Partial<typeof sales.$inferInsert> = {},
) {
  const db = t.database.db;
  const p = await insertProduct(db, { precio: 1000, stock: 10 });
  const sale = await insertSale(db, { formaPago, lines: [{ product: p, cantidad: 3 }] });
  await db
    .update(sales)
    .set({ feriaId, ...set })
    .where(eq(sales.id, sale.id));
  return { id: sale.id, productId: p.id };
}

const estadoOf = async (id: number) =>
  (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0]!.estado;

test('el pedido sin confirmar 48 h después del cierre se anula; los confirmados y los bolsones no', async () => {
  const db = t.database.db;
  const vieja = await insertFeria(db, { cierre: new Date(NOW.getTime() - 49 * HOUR) });
  const reciente = await insertFeria(db, { cierre: new Date(NOW.getTime() - 47 * HOUR) });
  const efectivo = await order('efectivo', vieja.id);
  const transfer = await order('transferencia', vieja.id, { estado: 'En preparación' });
  const joven = await order('transferencia', reciente.id);
  const listo = await order('efectivo', vieja.id, { estado: 'Listo' });
  const entregado = await order('efectivo', vieja.id, { estado: 'Entregado' });
  const cobrado = await order('transferencia', vieja.id, { cobroEstado: 'cobrado' });
  const comprobante = await order('transferencia', vieja.id, { comprobantesSubidos: 1 });
  const { uid } = await t.signIn('user');
  const [sub] = await db
    .insert(suscripciones)
    .values({
      userId: uid,
      productId: listo.productId,
      cantidad: 1,
      frecuencia: 'semanal',
      envio: 'Retiro',
      lugar: 'plaza pueyrredon',
      formaPago: 'efectivo',
    })
    .returning();
  const bolson = await order('efectivo', vieja.id, { suscripcionId: sub!.id });
  const puesto = await order('efectivo', vieja.id, { canal: 'pos' });

  const done = await expireUnpaidOrders(db, t.config, NOW);
  expect(done.sort((a, b) => a - b)).toEqual([efectivo.id, transfer.id]);
  for (const due of [efectivo, transfer]) {
    expect(await estadoOf(due.id)).toBe('Anulado');
    expect(await stockOf(db, due.productId)).toBe(10);
  }
  for (const kept of [joven, listo, entregado, cobrado, comprobante, bolson, puesto]) {
    expect(await estadoOf(kept.id)).not.toBe('Anulado');
    expect(await stockOf(db, kept.productId)).toBe(7);
  }
  const subjects = (await db.select().from(mailOutbox)).map((m) => m.subject).sort();
  expect(subjects).toEqual(
    [efectivo.id, transfer.id].map((id) => `Tu pedido #${id} se canceló porque no se confirmó`),
  );
  const audit = await db.select().from(auditLog).where(eq(auditLog.accion, 'venta.vencida'));
  expect(audit).toHaveLength(2);
  // Another pass (another server) finds nothing; with the clock 2 h on, the younger one is due.
  expect(await expireUnpaidOrders(db, t.config, NOW)).toEqual([]);
  const later = new Date(NOW.getTime() + 2 * HOUR);
  expect(await expireUnpaidOrders(db, t.config, later)).toEqual([joven.id]);
  expect(await stockOf(db, joven.productId)).toBe(10);
});

test('dos servidores a la vez: cada pedido sin confirmar se anula una sola vez', async () => {
  const db = t.database.db;
  const vieja = await insertFeria(db, { cierre: new Date(NOW.getTime() - 72 * HOUR) });
  const due = [];
  for (let i = 0; i < 5; i++) due.push(await order('transferencia', vieja.id));
  const [a, b] = await Promise.all([
    expireUnpaidOrders(db, t.config, NOW),
    expireUnpaidOrders(db, t.config, NOW),
  ]);
  expect([...a!, ...b!].sort((x, y) => x - y)).toEqual(due.map((d) => d.id));
  for (const d of due) expect(await stockOf(db, d.productId)).toBe(10);
  const audit = await db.select().from(auditLog).where(eq(auditLog.accion, 'venta.vencida'));
  expect(audit).toHaveLength(5);
});
