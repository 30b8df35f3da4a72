// The catalogue (SPEC §3, MARKET §5): products, pictures, the carousel, price changes.
import type { Unidad } from '@feria/domain/rules/weight';
import type { Section } from '@feria/domain/schemas/api-types';
import type { PriceHistoryMotivo } from '@feria/domain/schemas/price-adjustment';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { users } from './accounts.ts';
import { bytea, createdAt } from './columns.ts';
import { productores } from './producers.ts';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    nombre: text('nombre').notNull(),
    marca: text('marca').notNull(),
    medida: text('medida').notNull(),
    categoria: text('categoria').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    precioCents: integer('precio_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    imagenes: text('imagenes').array().notNull().default(sql`'{}'::text[]`),
    publicado: boolean('publicado').notNull().default(true),
    // MARKET §8: by "kg", precio is per kilogram and stock is grams; paso is the web's step.
    unidad: text('unidad').$type<Unidad>().notNull().default('unidad'),
    paso: integer('paso').notNull().default(250),
    // MARKET §9: a bolsón customers can subscribe to.
    suscribible: boolean('suscribible').notNull().default(false),
    /** MARKET §9 (round 5): "Contenido de esta semana" of a bolsón. */
    contenido: text('contenido').notNull().default(''),
    // The producer (MARKET §4): the `marca` names it, ignoring case and accents.
    productorId: integer('productor_id').references((): AnyPgColumn => productores.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_published_idx').on(t.publicado, t.id),
    index('products_productor_idx').on(t.productorId),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_precio_check', sql`${t.precioCents} > 0`),
    check('products_unidad_check', sql`${t.unidad} IN ('unidad', 'kg')`),
    check('products_paso_check', sql`${t.paso} BETWEEN 50 AND 5000`),
  ],
);

/** Every picture the shop stored, each width its own row (DESIGN §3.17): `name` is the file name
 * of its address, `/uploads/{name}`. */
export const pictures = pgTable('pictures', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const carouselSections = pgTable(
  'carousel_sections',
  {
    seccion: integer('seccion').$type<Section['seccion']>().primaryKey(),
    imageUrl: text('image_url').notNull().default(''),
    texto: text('texto').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('carousel_seccion_check', sql`${t.seccion} between 1 and 3`)],
);

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
