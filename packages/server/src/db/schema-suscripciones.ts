import type { WebPaymentMethod } from '@feria/domain/rules/payment';
import type { Frecuencia, SusEnvio, SusEstado } from '@feria/domain/rules/suscripciones';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';
import { products } from './schema-catalog.ts';
import { createdAt } from './schema-columns.ts';
import { ferias } from './schema-ferias.ts';
import { sales } from './schema-sales.ts';

/** Bolsones by subscription (MARKET §9, ADR 0028). */
export const suscripciones = pgTable(
  'suscripciones',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    cantidad: integer('cantidad').notNull(),
    frecuencia: text('frecuencia').$type<Frecuencia>().notNull(),
    envio: text('envio').$type<SusEnvio>().notNull(),
    lugar: text('lugar'),
    direccion: text('direccion'),
    // MARKET §14: the barrio of a subscription with Envío (its zone is read at generation).
    barrio: text('barrio'),
    formaPago: text('forma_pago').$type<WebPaymentMethod>().notNull(),
    estado: text('estado').$type<SusEstado>().notNull().default('activa'),
    createdAt: createdAt(),
    // MARKET §13.3: its orders' notices go by WhatsApp to the account's celular.
    avisosWhatsapp: boolean('avisos_whatsapp').notNull().default(false),
  },
  (t) => [
    index('suscripciones_user_idx').on(t.userId),
    index('suscripciones_estado_idx').on(t.estado),
    check('suscripciones_cantidad_check', sql`${t.cantidad} BETWEEN 1 AND 5`),
    check('suscripciones_frecuencia_check', sql`${t.frecuencia} in ('semanal', 'quincenal')`),
    check('suscripciones_envio_check', sql`${t.envio} in ('Retiro', 'Envío')`),
    check('suscripciones_estado_check', sql`${t.estado} in ('activa', 'pausada', 'cancelada')`),
  ],
);

/** The ferias a subscription skips. */
export const suscripcionSalteadas = pgTable(
  'suscripcion_salteadas',
  {
    suscripcionId: integer('suscripcion_id')
      .notNull()
      .references(() => suscripciones.id, { onDelete: 'cascade' }),
    feriaId: integer('feria_id')
      .notNull()
      .references(() => ferias.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.suscripcionId, t.feriaId] })],
);

/** What generation did for a subscription and feria: the key that makes exactly one order. */
export const suscripcionPedidos = pgTable(
  'suscripcion_pedidos',
  {
    suscripcionId: integer('suscripcion_id')
      .notNull()
      .references(() => suscripciones.id, { onDelete: 'cascade' }),
    feriaId: integer('feria_id')
      .notNull()
      .references(() => ferias.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    sinStock: boolean('sin_stock').notNull().default(false),
    sinStockAvisado: boolean('sin_stock_avisado').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.suscripcionId, t.feriaId] }),
    index('suscripcion_pedidos_feria_idx').on(t.feriaId),
  ],
);
