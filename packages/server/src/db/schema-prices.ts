// Price changes (MARKET §5): bulk adjustments and their undo, every price's history, and the
// batched jobs that apply them.
import type { PriceHistoryMotivo } from '@feria/domain/schemas/price-adjustment';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';
import { products } from './schema-catalog.ts';
import { createdAt } from './schema-columns.ts';

/** A bulk price change (MARKET.md §5); `undoneAt` is set when it is undone. */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The percentage in hundredths: 12,5 % is 1250.
    porcentajeCentesimos: integer('porcentaje_centesimos').notNull(),
    // The rounding step in whole pesos: 0, 10, 50 or 100.
    redondeo: integer('redondeo').notNull(),
    // What it reached, for a person to read: "Todos", "Categoría Yerba", "Marca X".
    scope: text('scope').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    check('price_adjustments_redondeo_check', sql`${t.redondeo} in (0, 10, 50, 100)`),
    index('price_adjustments_open_idx').on(t.undoneAt, t.id),
  ],
);

/** The prices one adjustment changed, so its undo can put them back. */
export const priceAdjustmentItems = pgTable(
  'price_adjustment_items',
  {
    adjustmentId: integer('adjustment_id')
      .notNull()
      .references(() => priceAdjustments.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    antesCents: integer('antes_cents').notNull(),
    despuesCents: integer('despues_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adjustmentId, t.productId] })],
);

/** Every change of a product's price: written in the transaction of the change. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    antesCents: integer('antes_cents').notNull(),
    despuesCents: integer('despues_cents').notNull(),
    motivo: text('motivo').$type<PriceHistoryMotivo>().notNull(),
    ajusteId: integer('ajuste_id').references(() => priceAdjustments.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('price_history_product_idx').on(t.productId, t.id),
    check(
      'price_history_motivo_check',
      sql`${t.motivo} in ('edicion', 'ajuste', 'importacion', 'propuesta')`,
    ),
  ],
);

/** A price adjustment, its undo or a CSV import applied in batches, each its own short
 * transaction (ADR 0010): `progreso` says how far it got, and a job still `aplicando` after a
 * crash is completed at start-up. At most one is `aplicando` at a time. */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo').$type<'ajuste' | 'deshacer' | 'importacion'>().notNull(),
    // What to apply (the adjustment's scope, the import's checked rows); emptied once done.
    datos: jsonb('datos').notNull(),
    // The last product id done (adjustment, undo) or the number of file rows done (import).
    progreso: integer('progreso').notNull().default(0),
    // What the batches did so far, for the answer (counts, products left alone).
    resultado: jsonb('resultado').notNull().default({}),
    estado: text('estado')
      .$type<'aplicando' | 'hecho' | 'fallido'>()
      .notNull()
      .default('aplicando'),
  },
  (t) => [
    check('bulk_jobs_tipo_check', sql`${t.tipo} in ('ajuste', 'deshacer', 'importacion')`),
    check('bulk_jobs_estado_check', sql`${t.estado} in ('aplicando', 'hecho', 'fallido')`),
    uniqueIndex('bulk_jobs_aplicando_key').on(t.estado).where(sql`${t.estado} = 'aplicando'`),
  ],
);
