import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ferias } from './schema-ferias.ts';
import { productores } from './schema-producers.ts';
import { cashEntries } from './schema-register.ts';
import { saleLines } from './schema-sales.ts';

/** A payment to a producer (MARKET §4 round 4): a settlement's unpaid lines, paid once. */
export const pagosProductor = pgTable(
  'pagos_productor',
  {
    id: serial('id').primaryKey(),
    productorId: integer('productor_id')
      .notNull()
      .references(() => productores.id, { onDelete: 'restrict' }),
    desde: date('desde', { mode: 'string' }),
    hasta: date('hasta', { mode: 'string' }),
    feriaId: integer('feria_id').references(() => ferias.id, { onDelete: 'set null' }),
    brutoCents: integer('bruto_cents').notNull(),
    comisionCents: integer('comision_cents').notNull(),
    // What lines annulled after an earlier payment took off this one ("A descontar").
    descuentoCents: integer('descuento_cents').notNull().default(0),
    aPagarCents: integer('a_pagar_cents').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    quien: text('quien').notNull(),
    cashEntryId: integer('cash_entry_id').references(() => cashEntries.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('pagos_productor_productor_idx').on(t.productorId, t.fecha)],
);

/** The sale lines a payment settled: the key makes paying a line twice impossible. */
export const lineasPagadas = pgTable(
  'lineas_pagadas',
  {
    saleLineId: integer('sale_line_id')
      .primaryKey()
      .references(() => saleLines.id, { onDelete: 'cascade' }),
    pagoId: integer('pago_id')
      .notNull()
      .references(() => pagosProductor.id, { onDelete: 'cascade' }),
    productorId: integer('productor_id')
      .notNull()
      .references(() => productores.id, { onDelete: 'restrict' }),
    /** What the producer got for this line (its amount less its share of the commission). */
    aPagarCents: integer('a_pagar_cents').notNull(),
    /** The later payment that deducted it, once its sale was annulled. */
    descontadaEn: integer('descontada_en').references(() => pagosProductor.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('lineas_pagadas_pago_idx').on(t.pagoId),
    index('lineas_pagadas_productor_idx').on(t.productorId).where(sql`${t.descontadaEn} is null`),
  ],
);
