import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    passwordHash: text('password_hash'),
    rol: text('rol').notNull().default('user'),
    googleSub: text('google_sub'),
    picture: text('picture'),
    direccion: text('direccion').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    cp: text('cp').notNull().default(''),
    celular: text('celular').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_rol_check', sql`${t.rol} in ('admin', 'seller', 'user')`),
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
    // Accent- and case-free text for search; kept by the database (see migration 0001).
    search: text('search').generatedAlwaysAs(
      sql`feria_unaccent(lower(nombre || ' ' || categoria || ' ' || marca || ' ' || sku))`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
    index('products_published_idx').on(t.publicado, t.id),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_precio_check', sql`${t.precioCents} > 0`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    estado: text('estado').notNull().default('Pendiente'),
    formaPago: text('forma_pago').notNull(),
    envio: text('envio').notNull(),
    canal: text('canal').notNull().default('web'),
    clienteNombre: text('cliente_nombre').notNull(),
    clienteCorreo: text('cliente_correo').notNull().default(''),
    clienteProvincia: text('cliente_provincia').notNull().default(''),
    clienteDireccion: text('cliente_direccion').notNull().default(''),
    clienteCp: text('cliente_cp').notNull().default(''),
    clienteCelular: text('cliente_celular').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    recargoCents: integer('recargo_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sales_user_idx').on(t.userId),
    index('sales_created_idx').on(t.createdAt),
    check(
      'sales_estado_check',
      sql`${t.estado} in ('Pendiente', 'En preparación', 'Listo', 'Anulado')`,
    ),
    check('sales_canal_check', sql`${t.canal} in ('web', 'pos')`),
    check('sales_total_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.recargoCents}`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    // A snapshot: deleting the product keeps the line as it was sold.
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    nombre: text('nombre').notNull(),
    marca: text('marca').notNull(),
    medida: text('medida').notNull(),
    imagen: text('imagen').notNull().default(''),
    precioCents: integer('precio_cents').notNull(),
    cantidad: integer('cantidad').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
  },
  (t) => [
    index('sale_lines_sale_idx').on(t.saleId),
    check('sale_lines_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

export const cashEntries = pgTable(
  'cash_entries',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    montoCents: integer('monto_cents').notNull(),
    descripcion: text('descripcion').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_entries_fecha_idx').on(t.fecha),
    check('cash_entries_tipo_check', sql`${t.tipo} in ('Ingreso', 'Gasto')`),
    check('cash_entries_monto_check', sql`${t.montoCents} > 0`),
  ],
);

/** Small key-value settings, e.g. the initial cash ("caja_inicial_cents"). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const carouselSections = pgTable(
  'carousel_sections',
  {
    seccion: integer('seccion').primaryKey(),
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
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
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

export const schema = {
  users,
  sessions,
  authFailures,
  products,
  sales,
  saleLines,
  cashEntries,
  settings,
  carouselSections,
  mailOutbox,
  idempotencyKeys,
};
