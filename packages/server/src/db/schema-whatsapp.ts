// WhatsApp's automatic notices (MARKET §13.3): one row per (evento, order), sent by a worker.
// The foreign key to sales (on delete cascade) is in drizzle/0051_whatsapp_avisos.sql; it is not
// declared here so this file does not import schema.ts back.
import type { AvisoEstado } from '@feria/domain/rules/whatsapp-avisos';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const whatsappAvisos = pgTable(
  'whatsapp_avisos',
  {
    id: serial('id').primaryKey(),
    // A sale's notice; null for the one free-form reply to a "baja" (it has `numero`).
    saleId: integer('sale_id'),
    evento: text('evento').notNull(),
    numero: text('numero'),
    estado: text('estado').$type<AvisoEstado>().notNull().default('pendiente'),
    wamid: text('wamid'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    // When the attempt took its slot of the month (the cap counts by it).
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    detalle: text('detalle'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('whatsapp_avisos_evento_sale_idx').on(t.evento, t.saleId),
    index('whatsapp_avisos_pendiente_idx')
      .on(t.proximoIntento, t.id)
      .where(sql`${t.estado} = 'pendiente'`),
    index('whatsapp_avisos_enviado_en_idx').on(t.enviadoEn).where(sql`${t.enviadoEn} is not null`),
    uniqueIndex('whatsapp_avisos_wamid_idx').on(t.wamid).where(sql`${t.wamid} is not null`),
    check(
      'whatsapp_avisos_estado_check',
      sql`${t.estado} in ('pendiente', 'enviando', 'enviado', 'entregado', 'leido', 'fallido', 'incierto', 'tope')`,
    ),
    check('whatsapp_avisos_destino_check', sql`${t.saleId} is not null or ${t.numero} is not null`),
  ],
);

/** Inbound messages already handled: Meta retries a webhook with the same messages[].id. */
export const whatsappRecibidos = pgTable('whatsapp_recibidos', {
  messageId: text('message_id').primaryKey(),
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
});
