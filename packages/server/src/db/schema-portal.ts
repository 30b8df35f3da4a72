import type { PropuestaEstado } from '@feria/domain/rules/portal';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The foreign keys (products, productores, ferias) are in drizzle/0042_portal_productor.sql;
// they are not declared here so this file does not import schema.ts back.

/** MARKET §15: a producer's proposed price; at most one `pendiente` per product. */
export const propuestasPrecio = pgTable(
  'propuestas_precio',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    productorId: integer('productor_id').notNull(),
    precioActualCents: integer('precio_actual_cents').notNull(),
    precioCents: integer('precio_cents').notNull(),
    estado: text('estado').$type<PropuestaEstado>().notNull().default('pendiente'),
    motivo: text('motivo'),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    resueltaEn: timestamp('resuelta_en', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('propuestas_precio_pendiente_key')
      .on(t.productId)
      .where(sql`${t.estado} = 'pendiente'`),
    index('propuestas_precio_productor_idx').on(t.productorId, t.id),
    check(
      'propuestas_precio_estado_check',
      sql`${t.estado} in ('pendiente', 'aceptada', 'rechazada', 'reemplazada')`,
    ),
  ],
);

/** MARKET §15 "No llevo a esta feria": a producer's mark on a feria. */
export const noLlevo = pgTable(
  'no_llevo',
  {
    productorId: integer('productor_id').notNull(),
    feriaId: integer('feria_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productorId, t.feriaId] })],
);
