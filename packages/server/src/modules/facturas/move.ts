// Every change of an invoice row is one of its named steps (FACTURA_PASOS in rules/factura.ts):
// the update names the state it moves from (`WHERE estado = desde`), so a row that another server
// or an annulment moved meanwhile is left alone, and the caller sees no row come back.
import { FACTURA_PASOS, type FacturaPaso } from '@feria/domain/rules/factura';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { facturas } from '../../db/schema.ts';

type Changes = Omit<PgUpdateSetSource<typeof facturas>, 'estado' | 'id'>;

/** Moves the rows matching `where` that are in the step's starting state; returns those moved. */
export function moveInvoice(
  db: DbOrTx,
  paso: FacturaPaso,
  where: SQL | undefined,
  changes: Changes = {},
) {
  const { desde, hacia } = FACTURA_PASOS[paso];
  return db
    .update(facturas)
    .set({ ...changes, estado: hacia })
    .where(and(where, eq(facturas.estado, desde)))
    .returning();
}
