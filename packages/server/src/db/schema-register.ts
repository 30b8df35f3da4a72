import type { CashType } from '@feria/domain/rules/cash';
import type { CajaEstado } from '@feria/domain/rules/register';
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
import { createdAt } from './schema-columns.ts';
import { pagos, sales } from './schema-sales.ts';

/** The stall's cash register, one session per market day (MARKET §2). */
export const cajaSesiones = pgTable(
  'caja_sesiones',
  {
    id: serial('id').primaryKey(),
    estado: text('estado').$type<CajaEstado>().notNull().default('abierta'),
    abiertaEn: timestamp('abierta_en', { withTimezone: true }).notNull().defaultNow(),
    // A readable name kept even when the account goes (as audit_log.quien).
    abiertaPor: text('abierta_por').notNull(),
    montoInicialCents: integer('monto_inicial_cents').notNull(),
    cerradaEn: timestamp('cerrada_en', { withTimezone: true }),
    cerradaPor: text('cerrada_por'),
    contadoCents: integer('contado_cents'),
    diferenciaCents: integer('diferencia_cents'),
  },
  (t) => [
    // Only one register open at a time, even when two servers open at once.
    uniqueIndex('caja_sesiones_abierta_key').on(t.estado).where(sql`${t.estado} = 'abierta'`),
    index('caja_sesiones_abierta_en_idx').on(t.abiertaEn),
    check('caja_sesiones_estado_check', sql`${t.estado} in ('abierta', 'cerrada')`),
    check('caja_sesiones_monto_check', sql`${t.montoInicialCents} >= 0`),
  ],
);

export const cashEntries = pgTable(
  'cash_entries',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<CashType>().notNull(),
    montoCents: integer('monto_cents').notNull(),
    descripcion: text('descripcion').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    // The register session it belongs to, and the sale that caused it (MARKET §2).
    cajaSesionId: integer('caja_sesion_id').references(() => cajaSesiones.id, {
      onDelete: 'set null',
    }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    // MARKET §7b: the cash cobro (or its devolucion) of a web order paid at the stall.
    pagoId: integer('pago_id').references(() => pagos.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('cash_entries_fecha_idx').on(t.fecha),
    uniqueIndex('cash_entries_pago_key').on(t.pagoId).where(sql`${t.pagoId} is not null`),
    index('cash_entries_caja_idx').on(t.cajaSesionId),
    // A sale posts its Ingreso once and its annulment's Gasto once, however many calls race.
    uniqueIndex('cash_entries_sale_tipo_key')
      .on(t.saleId, t.tipo)
      .where(sql`${t.saleId} is not null`),
    check('cash_entries_tipo_check', sql`${t.tipo} in ('Ingreso', 'Gasto')`),
    check('cash_entries_monto_check', sql`${t.montoCents} > 0`),
  ],
);
