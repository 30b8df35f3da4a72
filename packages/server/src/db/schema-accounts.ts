// Accounts (DESIGN §3.18): users, their sessions, failed sign-ins and single-use links.
import type { Role } from '@feria/domain/rules/roles';
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

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    passwordHash: text('password_hash'),
    rol: text('rol').$type<Role>().notNull().default('user'),
    googleSub: text('google_sub'),
    picture: text('picture'),
    direccion: text('direccion').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    cp: text('cp').notNull().default(''),
    celular: text('celular').notNull().default(''),
    createdAt: createdAt(),
    // DESIGN §3.18: a disabled account cannot sign in; an unconfirmed one can be taken over by
    // Google sign-in with its e-mail.
    activo: boolean('activo').notNull().default(true),
    emailConfirmado: boolean('email_confirmado').notNull().default(false),
    // API.md round 4: a generated first admin password must be changed before anything else.
    cambiarPassword: boolean('cambiar_password').notNull().default(false),
    // MARKET §15: a productor account's producer (one account per producer).
    productorId: integer('productor_id').references(() => productores.id),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_productor_key').on(t.productorId),
    check('users_rol_check', sql`${t.rol} in ('admin', 'seller', 'user', 'productor')`),
    check(
      'users_productor_rol_check',
      sql`(${t.rol} = 'productor') = (${t.productorId} is not null)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_email_idx').on(t.email, t.createdAt),
    index('auth_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Single-use links of e-mail confirmation and password reset: only the SHA-256 of the token is
 * kept (DESIGN §3.18). */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.kind, t.createdAt),
    check('account_tokens_kind_check', sql`${t.kind} in ('verify', 'reset')`),
  ],
);
