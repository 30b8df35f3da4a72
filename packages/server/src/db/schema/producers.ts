// Producers and what they were paid (MARKET §4).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { ferias } from './ferias.ts';
import { cashEntries } from './register.ts';
import { saleLines } from './sales.ts';

/** Producers (MARKET §4): a product's `marca` names one, ignoring case and accents. */
export const productores = pgTable(
  'productores',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    // The name without case, accents or outer spaces: two brands that differ only so are one.
    nombreNormalizado: text('nombre_normalizado')
      .notNull()
      .generatedAlwaysAs(sql`feria_unaccent(lower(btrim(nombre)))`),
    localidad: text('localidad').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    foto: text('foto').notNull().default(''),
    // Staff only: never in an anonymous answer.
    contacto: text('contacto').notNull().default(''),
    // The % the market keeps, in hundredths of a percent (1250 = 12,50 %).
    comisionBp: integer('comision_bp').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('productores_nombre_normalizado_key').on(t.nombreNormalizado),
    check('productores_comision_check', sql`${t.comisionBp} between 0 and 10000`),
  ],
);

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
