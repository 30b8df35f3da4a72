import type { Unidad } from '@feria/domain/rules/weight';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.ts';
import { productores } from './schema-producers.ts';

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
    productorId: integer('productor_id').references(() => productores.id, { onDelete: 'restrict' }),
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
