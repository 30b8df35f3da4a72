import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
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
import { createdAt } from './schema-columns.ts';
import { sales } from './schema-sales.ts';

// MARKET §12: every invoice and credit note asked of ARCA, a queue like the mail outbox. `numero`
// and `intento` are written (committed) before the request goes out: a row still pendiente with
// a number is in doubt, and FECompConsultar decides it before anything else on its punto de venta.
export const facturas = pgTable(
  'facturas',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    tipo: integer('tipo').notNull(),
    puntoVenta: integer('punto_venta').notNull(),
    estado: text('estado').notNull().default('pendiente'),
    docTipo: integer('doc_tipo').notNull(),
    docNro: bigint('doc_nro', { mode: 'number' }).notNull(),
    condicionIva: integer('condicion_iva').notNull(),
    totalCents: integer('total_cents').notNull(),
    cobroDia: date('cobro_dia', { mode: 'string' }).notNull(),
    numero: integer('numero'),
    cbteFch: date('cbte_fch', { mode: 'string' }),
    intento: text('intento'),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    cae: text('cae'),
    caeVence: date('cae_vence', { mode: 'string' }),
    observaciones: text('observaciones'),
    // ARCA's QR URL (RG 4892), written when the CAE arrives.
    qr: text('qr'),
    asociadaId: integer('asociada_id').references((): AnyPgColumn => facturas.id),
    descartar: boolean('descartar').notNull().default(false),
    intentos: integer('intentos').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    emitidaEn: timestamp('emitida_en', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('facturas_sale_tipo_idx').on(t.saleId, t.tipo),
    // A number is one invoice's from when it is asked (in doubt) to when it is emitida.
    uniqueIndex('facturas_numero_idx')
      .on(t.puntoVenta, t.tipo, t.numero)
      .where(sql`${t.estado} in ('pendiente', 'emitida')`),
    index('facturas_pendientes_idx')
      .on(t.puntoVenta, t.nextAttemptAt)
      .where(sql`${t.estado} = 'pendiente'`),
    check('facturas_tipo_check', sql`${t.tipo} in (11, 13)`),
    check(
      'facturas_estado_check',
      sql`${t.estado} in ('pendiente', 'emitida', 'rechazada', 'descartada')`,
    ),
  ],
);

/** WSAA's ticket (token and sign) per service, shared by every server until it expires. */
export const arcaTickets = pgTable('arca_tickets', {
  servicio: text('servicio').primaryKey(),
  token: text('token').notNull(),
  sign: text('sign').notNull(),
  expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
});

/** Whose turn it is to talk to ARCA for a punto de venta, until when (a lease). */
export const arcaTurnos = pgTable('arca_turnos', {
  puntoVenta: integer('punto_venta').primaryKey(),
  holder: text('holder'),
  hasta: timestamp('hasta', { withTimezone: true }).notNull().defaultNow(),
});
