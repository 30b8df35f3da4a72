// The upgrade to cobro and Entregado (MARKET §7, migration 0015) on a database with sales made
// before it: migrations up to the one before ours, sales of both channels, then ours.
import { afterAll, expect, test } from 'vitest';
import {
  applyMigration as apply,
  type FreshDatabase,
  openFreshDatabase as openFresh,
  migrationTags as tags,
} from '../../test/support/migration-steps.ts';

const ours = tags.indexOf('0015_cobro_entregado');

let conn: FreshDatabase | undefined;
afterAll(async () => conn?.close());

test('las ventas del puesto pasan a Entregado y cobradas en su momento; los pedidos web quedan como estaban, sin cobrar', async () => {
  expect(ours).toBeGreaterThan(0);
  conn = await openFresh();
  for (const tag of tags.slice(0, ours)) await apply(conn, tag);
  const sale = (id: number, canal: string, estado: string, at: string) =>
    `INSERT INTO sales (id, created_at, estado, forma_pago, envio, canal, cliente_nombre, subtotal_cents, total_cents)
     VALUES (${id}, '${at}', '${estado}', 'qr', 'retiro', '${canal}', 'Cliente', 100, 100);`;
  await conn.exec(
    sale(1, 'pos', 'Pendiente', '2026-11-20T13:00:00Z') +
      sale(2, 'pos', 'Anulado', '2026-11-20T14:00:00Z') +
      sale(3, 'web', 'Listo', '2026-11-18T10:00:00Z') +
      sale(4, 'web', 'Pendiente', '2026-11-19T10:00:00Z'),
  );
  await apply(conn, tags[ours]!);
  const rows = await conn.rows<Record<string, unknown>>(
    `SELECT id, estado, cobro_estado, cobro_medio, cobro_fecha, pedido_token_hash FROM sales ORDER BY id`,
  );
  expect(rows.map((r) => [r.id, r.estado, r.cobro_estado, r.cobro_medio])).toEqual([
    [1, 'Entregado', 'cobrado', 'qr'],
    [2, 'Anulado', 'cobrado', 'qr'],
    [3, 'Listo', 'pendiente', null],
    [4, 'Pendiente', 'pendiente', null],
  ]);
  expect(new Date(rows[0]?.cobro_fecha as string).toISOString()).toBe('2026-11-20T13:00:00.000Z');
  expect(rows[2]?.cobro_fecha).toBeNull();
  expect(rows.every((r) => r.pedido_token_hash === null)).toBe(true);
});
