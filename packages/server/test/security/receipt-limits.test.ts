// Round 4 (issue 44): anyone with an order link could fill the database with receipts. API.md:
// only Transferencia orders take them, at most 3 per order and 20 an hour per client address
// (counted in the database, so simultaneous requests and a second server share the count), each
// one audited `pedido.comprobante`.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { auditLog, comprobantes, sales } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';
import { placeWebOrder, uploadFrom } from '../support/receipts.ts';

const t = buildTestApp({ TRUST_PROXY: '1' });
const CERRADO = { error: 'El pedido ya no admite comprobantes' };
const TRES = { error: 'Ya subiste 3 comprobantes para este pedido' };
const DEMASIADOS = { error: 'Demasiados intentos, probá de nuevo en unos minutos' };

test('un pedido en efectivo no admite comprobantes: 409 y nada se guarda', async () => {
  const order = await placeWebOrder(t, 'efectivo');
  const res = await uploadFrom(t, order, '203.0.113.1');
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual(CERRADO);
  expect(await t.database.db.select().from(comprobantes)).toEqual([]);
});

test('el cuarto comprobante de un pedido es 409; cada subida queda en la auditoría', async () => {
  const order = await placeWebOrder(t);
  for (let i = 0; i < 3; i++) {
    expect((await uploadFrom(t, order, '203.0.113.2')).statusCode).toBe(201);
  }
  const fourth = await uploadFrom(t, order, '203.0.113.3');
  expect(fourth.statusCode).toBe(409);
  expect(fourth.json()).toEqual(TRES);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'pedido.comprobante'));
  expect(audit).toHaveLength(3);
  expect(audit[0]).toMatchObject({ ip: '203.0.113.2', userId: null });
  expect(audit[0]?.detalle).toContain(`N° ${order.id}`);
  const [row] = await t.database.db.select().from(sales).where(eq(sales.id, order.id));
  expect(row?.comprobantesSubidos).toBe(3);
});

test('30 subidas simultáneas desde una dirección, repartidas en dos servidores: 20 pasan, 10 son 429', async () => {
  const second = await buildApp({ config: t.config, database: t.database });
  try {
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await placeWebOrder(t));
    const answers = await Promise.all(
      orders.flatMap((order) =>
        [0, 1, 2].map((k) => uploadFrom(k % 2 === 0 ? t : { app: second }, order, '198.51.100.7')),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect(answers.find((r) => r.statusCode === 429)?.json()).toEqual(DEMASIADOS);
    // Another address still uploads.
    const other = await placeWebOrder(t);
    expect((await uploadFrom({ app: second }, other, '198.51.100.8')).statusCode).toBe(201);
  } finally {
    await second.close();
  }
});
