// The upgrade to payment records (MARKET §7b, migration 0026, ADR 0024) on a copy of a round-3
// database: migrations up to the one before ours, sales as round 3 left them (stall sales, web
// orders marked by staff, one paid by Mercado Pago, one pending, one annulled), then ours. Every
// cobrado sale gets the record that made it cobrado, on its date, medio and amount, and the
// figures the cobro columns feed stay exactly as they were.
import { afterAll, expect, test } from 'vitest';
import {
  applyMigration as apply,
  type FreshDatabase,
  openFreshDatabase as openFresh,
  migrationTags as tags,
} from '../../test/support/migration-steps.ts';

const ours = tags.indexOf('0026_pagos');

let conn: FreshDatabase | undefined;
afterAll(async () => conn?.close());

/** What Cobrado hoy, Recaudación and Liquidaciones read: per day and medio, the cobrado money. */
const FIGURES = `SELECT (cobro_fecha at time zone 'America/Argentina/Buenos_Aires')::date::text AS dia,
  coalesce(cobro_medio, forma_pago) AS medio, canal, sum(total_cents)::int AS cents, count(*)::int AS n
  FROM sales WHERE cobro_estado = 'cobrado' AND estado <> 'Anulado'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

/** The same figures read from the records: the cobro that made each sale cobrado. */
const FROM_RECORDS = `SELECT (p.fecha at time zone 'America/Argentina/Buenos_Aires')::date::text AS dia,
  p.medio, s.canal, sum(p.monto_cents)::int AS cents, count(*)::int AS n
  FROM pagos p JOIN sales s ON s.id = p.sale_id
  WHERE p.tipo = 'cobro' AND s.estado <> 'Anulado'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

test('cada venta cobrada recibe su cobro con su fecha, medio, monto y pago de Mercado Pago; las cifras no cambian', async () => {
  expect(ours).toBeGreaterThan(0);
  conn = await openFresh();
  for (const tag of tags.slice(0, ours)) await apply(conn, tag);
  await conn.exec(`
    INSERT INTO users (id, email, nombre, rol, password_hash) VALUES ('u1', 'vende@feria.test', 'Vende', 'seller', 'x');
    INSERT INTO sales (id, created_at, estado, forma_pago, envio, canal, cliente_nombre, subtotal_cents, total_cents, seller_id, cobro_estado, cobro_medio, cobro_fecha) VALUES
      (1, '2026-11-20T13:00:00Z', 'Entregado', 'efectivo', 'retiro', 'pos', 'C', 150050, 150050, 'u1', 'cobrado', 'efectivo', '2026-11-20T13:00:00Z'),
      (2, '2026-11-18T10:00:00Z', 'Listo', 'transferencia', 'retiro', 'web', 'C', 200000, 200000, NULL, 'cobrado', 'qr', '2026-11-21T02:30:00Z'),
      (3, '2026-11-19T10:00:00Z', 'Pendiente', 'mercadopago', 'retiro', 'web', 'C', 325050, 325050, NULL, 'cobrado', 'mercadopago', '2026-11-19T10:05:00Z'),
      (4, '2026-11-19T11:00:00Z', 'Pendiente', 'efectivo', 'retiro', 'web', 'C', 5000, 5000, NULL, 'pendiente', NULL, NULL),
      (5, '2026-11-20T14:00:00Z', 'Anulado', 'qr', 'retiro', 'pos', 'C', 7000, 7000, 'u1', 'cobrado', 'qr', '2026-11-20T14:00:00Z'),
      (6, '2026-11-21T12:00:00Z', 'Entregado', 'efectivo', 'retiro', 'web', 'C', 9759, 9759, NULL, 'cobrado', NULL, '2026-11-21T12:10:00Z');
    UPDATE sales SET mp_pago_id = '1234567890', mp_pago_estado = 'approved' WHERE id = 3;
    INSERT INTO audit_log (quien, accion, detalle) VALUES
      ('admin@feria.test', 'venta.cobro', 'Venta N° 2: cobrada (qr)'),
      ('otra@feria.test', 'venta.cobro', 'Venta N° 20: cobrada (qr)');
  `);
  const before = await conn.rows(FIGURES);
  await apply(conn, tags[ours]!);
  for (const tag of tags.slice(ours + 1)) await apply(conn, tag);
  const rows = await conn.rows<Record<string, unknown>>(
    `SELECT sale_id, tipo, medio, monto_cents, externo_id, fecha, quien FROM pagos ORDER BY sale_id`,
  );
  expect(
    rows.map((r) => [
      r.sale_id,
      r.tipo,
      r.medio,
      r.monto_cents,
      r.externo_id,
      new Date(r.fecha as string).toISOString(),
      r.quien,
    ]),
  ).toEqual([
    [1, 'cobro', 'efectivo', 150050, null, '2026-11-20T13:00:00.000Z', 'vende@feria.test'],
    [2, 'cobro', 'qr', 200000, null, '2026-11-21T02:30:00.000Z', 'admin@feria.test'],
    [3, 'cobro', 'mercadopago', 325050, '1234567890', '2026-11-19T10:05:00.000Z', 'mercadopago'],
    [5, 'cobro', 'qr', 7000, null, '2026-11-20T14:00:00.000Z', 'vende@feria.test'],
    [6, 'cobro', 'efectivo', 9759, null, '2026-11-21T12:10:00.000Z', 'migración'],
  ]);
  expect(await conn.rows(FIGURES)).toEqual(before);
  expect(await conn.rows(FROM_RECORDS)).toEqual(before);
  // The records are append-only: the database refuses a change.
  await expect(conn.exec(`UPDATE pagos SET monto_cents = 1 WHERE sale_id = 1`)).rejects.toThrow(
    /no se modifican/,
  );
  // One record per Mercado Pago payment and sale, kept by the database.
  await expect(
    conn.exec(
      `INSERT INTO pagos (sale_id, tipo, medio, monto_cents, externo_id, quien) VALUES (3, 'cobro', 'mercadopago', 1, '1234567890', 'mercadopago')`,
    ),
  ).rejects.toThrow();
}, 180_000);

// MARKET §7b "the same figures as before the migration … on a generated feria of 2,000 orders":
// a round-3 feria of 2,000 sales of both channels, every medio, cobrado over three days, some
// pending and some annulled; the figures by day, medio and channel, before and after, printed.
test('una feria de 2.000 pedidos: las mismas cifras antes y después de los registros de pago', async () => {
  const big = await openFresh();
  try {
    for (const tag of tags.slice(0, ours)) await apply(big, tag);
    await big.exec(`
      INSERT INTO users (id, email, nombre, rol, password_hash) VALUES ('u1', 'vende@feria.test', 'Vende', 'seller', 'x');
      INSERT INTO sales (id, created_at, estado, forma_pago, envio, canal, cliente_nombre,
          subtotal_cents, total_cents, seller_id, cobro_estado, cobro_medio, cobro_fecha)
        SELECT g,
          timestamptz '2026-11-19T11:00:00Z' + (g % 72) * interval '1 hour',
          (ARRAY['Pendiente','Listo','Entregado','Entregado','Anulado'])[1 + g % 5],
          (ARRAY['efectivo','transferencia','mercadopago','qr'])[1 + g % 4],
          'retiro',
          CASE WHEN g % 3 = 0 THEN 'pos' ELSE 'web' END,
          'Cliente ' || g,
          1000 + (g * 7919) % 900000, 1000 + (g * 7919) % 900000,
          CASE WHEN g % 3 = 0 THEN 'u1' END,
          CASE WHEN g % 7 = 0 THEN 'pendiente' ELSE 'cobrado' END,
          CASE WHEN g % 7 = 0 OR g % 11 = 0 THEN NULL
               ELSE (ARRAY['efectivo','transferencia','mercadopago','qr'])[1 + g % 4] END,
          CASE WHEN g % 7 = 0 THEN NULL
               ELSE timestamptz '2026-11-19T11:30:00Z' + (g % 72) * interval '1 hour' END
        FROM generate_series(1, 2000) g;
      UPDATE sales SET mp_pago_id = 'mp-' || id, mp_pago_estado = 'approved'
        WHERE cobro_medio = 'mercadopago';
    `);
    const before = await big.rows<Record<string, unknown>>(FIGURES);
    for (const tag of tags.slice(ours)) await apply(big, tag);
    const after = await big.rows<Record<string, unknown>>(FIGURES);
    const records = await big.rows<Record<string, unknown>>(FROM_RECORDS);
    const line = (r: Record<string, unknown>) =>
      `${r.dia} ${r.medio} ${r.canal}: ${r.n} · ${r.cents}`;
    console.info(
      `2.000 pedidos — antes (columnas):\n  ${before.map(line).join('\n  ')}\n` +
        `después (registros de pago):\n  ${records.map(line).join('\n  ')}`,
    );
    expect(before.length).toBeGreaterThan(10);
    expect(after).toEqual(before);
    expect(records).toEqual(before);
  } finally {
    await big.close();
  }
}, 180_000);
