// The shop's own records: settings, the carousel, the mail outbox, idempotency keys, the audit
// log, the stored pictures and the web-vitals counts.
import type { Section } from '@feria/domain/schemas/api-types';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';
import { bytea, createdAt } from './schema-columns.ts';

/** Small key-value settings, e.g. the initial cash ("caja_inicial_cents"). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
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

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    // A message held to be rewritten before it goes (a customer's change mails, "cambio:{id}").
    clave: text('clave'),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_clave_idx').on(t.clave).where(sql`${t.clave} is not null`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

/** Who did what, when: written in the transaction of the action it records (DESIGN §3.19).
 * Never a password, token or hash in `detalle`. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    // The acting account, or null for anonymous actions (a failed sign-in).
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // A readable name kept even when the account goes: e-mail of the actor, or the e-mail tried.
    quien: text('quien').notNull(),
    accion: text('accion').notNull(),
    detalle: text('detalle').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_accion_idx').on(t.accion, t.createdAt),
  ],
);

/** Every picture the shop stored, each width its own row (DESIGN §3.17): `name` is the file name
 * of its address, `/uploads/{name}`. */
export const pictures = pgTable('pictures', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Issue 57 §8: web-vitals reports per client address in its current minute, for every server. */
export const webVitalsCounts = pgTable('web_vitals_counts', {
  ip: text('ip').primaryKey(),
  desde: timestamp('desde', { withTimezone: true }).notNull(),
  n: integer('n').notNull(),
});
