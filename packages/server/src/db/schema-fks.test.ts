// The parts of db/schema.ts import one another one way only (schema.ts says in which order), so a
// foreign key that would point up is declared in its SQL migration alone, and drizzle no longer
// knows it. The migrations are the database's truth: these tests hold that no foreign key went
// missing from the migrated database (PGlite, or the PostgreSQL template) when one left the schema.

import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, expect, test } from 'vitest';
import { closeTestDatabase, testDatabase } from '../../test/support/database.ts';
import { rowsOf } from './client.ts';
import * as tables from './schema.ts';

afterAll(() => closeTestDatabase());

/** Every `.references()` of the single schema.ts before its split (#58 §3, commit 536396c), read
 * with drizzle's getTableConfig: `table(columns) -> table(columns) on delete`. */
const DECLARED_BEFORE_SPLIT = [
  'account_tokens(user_id) -> users(id) cascade',
  'audit_log(user_id) -> users(id) set null',
  'cash_entries(caja_sesion_id) -> caja_sesiones(id) set null',
  'cash_entries(pago_id) -> pagos(id) set null',
  'cash_entries(sale_id) -> sales(id) set null',
  'comprobantes(sale_id) -> sales(id) cascade',
  'facturas(asociada_id) -> facturas(id) no action',
  'facturas(sale_id) -> sales(id) cascade',
  'lineas_pagadas(descontada_en) -> pagos_productor(id) set null',
  'lineas_pagadas(pago_id) -> pagos_productor(id) cascade',
  'lineas_pagadas(productor_id) -> productores(id) restrict',
  'lineas_pagadas(sale_line_id) -> sale_lines(id) cascade',
  'pagos(sale_id) -> sales(id) cascade',
  'pagos_productor(cash_entry_id) -> cash_entries(id) set null',
  'pagos_productor(feria_id) -> ferias(id) set null',
  'pagos_productor(productor_id) -> productores(id) restrict',
  'price_adjustment_items(adjustment_id) -> price_adjustments(id) cascade',
  'price_adjustment_items(product_id) -> products(id) cascade',
  'price_adjustments(user_id) -> users(id) set null',
  'price_history(ajuste_id) -> price_adjustments(id) set null',
  'price_history(product_id) -> products(id) cascade',
  'price_history(user_id) -> users(id) set null',
  'products(productor_id) -> productores(id) restrict',
  'sale_lines(product_id) -> products(id) set null',
  'sale_lines(sale_id) -> sales(id) cascade',
  'sales(feria_id) -> ferias(id) set null',
  'sales(feria_movida_de) -> ferias(id) set null',
  'sales(seller_id) -> users(id) set null',
  'sales(suscripcion_id) -> suscripciones(id) set null',
  'sales(user_id) -> users(id) set null',
  'sales(zona_id) -> envio_zonas(id) set null',
  'sessions(user_id) -> users(id) cascade',
  'suscripcion_pedidos(feria_id) -> ferias(id) cascade',
  'suscripcion_pedidos(sale_id) -> sales(id) set null',
  'suscripcion_pedidos(suscripcion_id) -> suscripciones(id) cascade',
  'suscripcion_salteadas(feria_id) -> ferias(id) cascade',
  'suscripcion_salteadas(suscripcion_id) -> suscripciones(id) cascade',
  'suscripciones(product_id) -> products(id) restrict',
  'suscripciones(user_id) -> users(id) cascade',
  'users(productor_id) -> productores(id) no action',
];

/** The migrated database's foreign keys, written as DECLARED_BEFORE_SPLIT is. */
async function databaseForeignKeys(): Promise<string[]> {
  const { db } = await testDatabase();
  const rows = rowsOf<{ fk: string }>(
    await db.execute(sql`
      select format('%s(%s) -> %s(%s) %s',
        c.conrelid::regclass,
        (select string_agg(a.attname, ',' order by k.i)
           from unnest(c.conkey) with ordinality k(n, i)
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n),
        c.confrelid::regclass,
        (select string_agg(a.attname, ',' order by k.i)
           from unnest(c.confkey) with ordinality k(n, i)
           join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n),
        case c.confdeltype when 'a' then 'no action' when 'r' then 'restrict'
          when 'c' then 'cascade' when 'n' then 'set null' else 'set default' end) as fk
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`),
  );
  return rows.map((r) => r.fk);
}

test('cada clave foránea que declaraba el schema.ts de antes de partirlo está en la base migrada', async () => {
  const inDatabase = await databaseForeignKeys();
  expect(DECLARED_BEFORE_SPLIT.filter((fk) => !inDatabase.includes(fk))).toEqual([]);
});

test('cada clave foránea que el schema declara hoy está en la base migrada', async () => {
  const names = (columns: { name: string }[]) => columns.map((c) => c.name).join(',');
  const declared = Object.values<unknown>(tables)
    .filter((t) => is(t, PgTable))
    .map((t) => getTableConfig(t))
    .flatMap(({ name, foreignKeys }) =>
      foreignKeys.map((fk) => {
        const { columns, foreignColumns, foreignTable } = fk.reference();
        const to = getTableConfig(foreignTable).name;
        return `${name}(${names(columns)}) -> ${to}(${names(foreignColumns)}) ${fk.onDelete ?? 'no action'}`;
      }),
    );
  expect(declared.length).toBeGreaterThan(30);
  const inDatabase = await databaseForeignKeys();
  expect(declared.filter((fk) => !inDatabase.includes(fk))).toEqual([]);
});
