import type { FeriaEstado } from '@feria/domain/rules/ferias';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.ts';

/** Market days (MARKET §1): orders are taken until `cierre`. */
export const ferias = pgTable(
  'ferias',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    desde: text('desde').notNull(),
    hasta: text('hasta').notNull(),
    lugar: text('lugar').notNull(),
    direccion: text('direccion').notNull(),
    cierre: timestamp('cierre', { withTimezone: true }).notNull(),
    estado: text('estado').$type<FeriaEstado>().notNull().default('programada'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ferias_fecha_idx').on(t.fecha, t.desde),
    check('ferias_estado_check', sql`${t.estado} in ('programada', 'cancelada')`),
  ],
);
