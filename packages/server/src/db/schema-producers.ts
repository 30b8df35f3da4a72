import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.ts';

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
