// The fee of an order with Envío (MARKET §14, migration 0050) on a database with orders from
// before: they keep a fee of 0 and no zone, the total is products + recargo + fee, and deleting a
// zone leaves its orders without a zone (they stop counting for its cupo).
import { afterAll, expect, test } from 'vitest';
import {
  applyMigration as apply,
  type FreshDatabase,
  openFreshDatabase as openFresh,
  migrationTags as tags,
} from '../../test/support/migration-steps.ts';

const ours = tags.indexOf('0050_envio_costo');

let conn: FreshDatabase | undefined;
afterAll(async () => conn?.close());

const SALE = `INSERT INTO sales (estado, forma_pago, envio, canal, cliente_nombre, subtotal_cents,
  recargo_cents, total_cents`;

test('los pedidos de antes quedan sin costo de envío ni zona; el total suma el costo; borrar la zona la quita del pedido', async () => {
  expect(ours).toBeGreaterThan(0);
  conn = await openFresh();
  for (const tag of tags.slice(0, ours)) await apply(conn, tag);
  await conn.exec(`${SALE}) VALUES ('Pendiente', 'efectivo', 'envio', 'web', 'C', 5000, 0, 5000)`);
  for (const tag of tags.slice(ours)) await apply(conn, tag);

  expect(
    await conn.rows(`SELECT envio_costo_cents, zona_id, zona_minimo, total_cents FROM sales`),
  ).toEqual([{ envio_costo_cents: 0, zona_id: null, zona_minimo: null, total_cents: 5000 }]);

  await conn.exec(`INSERT INTO envio_zonas (id, nombre, nombre_clave, barrios, costo_cents, minimo)
    VALUES (7, 'Centro', 'centro', '["Centro"]', 150000, 8000)`);
  await conn.exec(`${SALE}, envio_costo_cents, zona_id, zona_minimo, zona_nombre)
    VALUES ('Pendiente', 'efectivo', 'envio', 'web', 'C', 800000, 0, 950000, 150000, 7, 8000, 'Centro')`);
  // The total without the fee is refused.
  await expect(
    conn.exec(
      `${SALE}, envio_costo_cents) VALUES ('Pendiente', 'efectivo', 'envio', 'web', 'C', 800000, 0, 800000, 150000)`,
    ),
  ).rejects.toThrow(/sales_total_check/);
  await expect(
    conn.exec(
      `${SALE}, envio_costo_cents) VALUES ('Pendiente', 'efectivo', 'envio', 'web', 'C', 800000, 0, 790000, -10000)`,
    ),
  ).rejects.toThrow(/sales_envio_costo_check/);

  await conn.exec(`DELETE FROM envio_zonas WHERE id = 7`);
  expect(
    await conn.rows(
      `SELECT zona_id, zona_nombre, envio_costo_cents FROM sales WHERE zona_nombre IS NOT NULL`,
    ),
  ).toEqual([{ zona_id: null, zona_nombre: 'Centro', envio_costo_cents: 150000 }]);
});
