import type { CashType } from '@feria/domain/rules/cash';
import type { CobroEstado } from '@feria/domain/rules/cobro';
import type { FeriaEstado } from '@feria/domain/rules/ferias';
import type { PagoTipo } from '@feria/domain/rules/pagos';
import type { DeliveryMethod, PaymentMethod, WebPaymentMethod } from '@feria/domain/rules/payment';
import type { SaleChannel } from '@feria/domain/rules/pos';
import type { CajaEstado } from '@feria/domain/rules/register';
import type { Role } from '@feria/domain/rules/roles';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import type { Frecuencia, SusEnvio, SusEstado } from '@feria/domain/rules/suscripciones';
import type { Unidad } from '@feria/domain/rules/weight';
import type { Section } from '@feria/domain/schemas/api-types';
import type { PriceHistoryMotivo } from '@feria/domain/schemas/price-adjustment';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// MARKET §14: delivery zones (issue 60).
import { envioZonas, georefDirecciones } from './schema-envios.ts';
import { noLlevo, propuestasPrecio } from './schema-portal.ts';
import { whatsappAvisos, whatsappRecibidos } from './schema-whatsapp.ts';

export { envioZonas, georefDirecciones, whatsappAvisos, whatsappRecibidos };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    productorId: integer('productor_id').references((): AnyPgColumn => productores.id),
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
    // MARKET §8: by "kg", precio is per kilogram and stock is grams; paso is the web's step.
    unidad: text('unidad').$type<Unidad>().notNull().default('unidad'),
    paso: integer('paso').notNull().default(250),
    // MARKET §9: a bolsón customers can subscribe to.
    suscribible: boolean('suscribible').notNull().default(false),
    /** MARKET §9 (round 5): "Contenido de esta semana" of a bolsón. */
    contenido: text('contenido').notNull().default(''),
    // The producer (MARKET §4): the `marca` names it, ignoring case and accents.
    productorId: integer('productor_id').references((): AnyPgColumn => productores.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    index('products_published_idx').on(t.publicado, t.id),
    index('products_productor_idx').on(t.productorId),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_precio_check', sql`${t.precioCents} > 0`),
    check('products_unidad_check', sql`${t.unidad} IN ('unidad', 'kg')`),
    check('products_paso_check', sql`${t.paso} BETWEEN 50 AND 5000`),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    estado: text('estado').$type<SaleStatus>().notNull().default('Pendiente'),
    formaPago: text('forma_pago').$type<PaymentMethod>().notNull(),
    envio: text('envio').$type<DeliveryMethod>().notNull(),
    canal: text('canal').$type<SaleChannel>().notNull().default('web'),
    clienteNombre: text('cliente_nombre').notNull(),
    clienteCorreo: text('cliente_correo').notNull().default(''),
    clienteProvincia: text('cliente_provincia').notNull().default(''),
    clienteDireccion: text('cliente_direccion').notNull().default(''),
    clienteCp: text('cliente_cp').notNull().default(''),
    clienteCelular: text('cliente_celular').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    recargoCents: integer('recargo_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    // Issue 49 item 7: the total before the first real weight (MARKET §8) changed it; null until
    // a line is weighed, and again after the customer changes the order (§10).
    totalAntesPesoCents: integer('total_antes_peso_cents'),
    // API.md round 5: when the order's last "Cambiaste tu pedido" went, or is held to go (§10).
    avisoCambioEn: timestamp('aviso_cambio_en', { withTimezone: true }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: text('seller_id').references(() => users.id, { onDelete: 'set null' }),
    // The market day the order is for (MARKET §1); sales from before ferias keep none.
    feriaId: integer('feria_id').references((): AnyPgColumn => ferias.id, {
      onDelete: 'set null',
    }),
    // MARKET §7: whether the money arrived, by which method (null: the sale's formaPago) and when;
    // when the customer's receipt came; the hash of the order page's token (web orders).
    cobroEstado: text('cobro_estado').$type<CobroEstado>().notNull().default('pendiente'),
    cobroMedio: text('cobro_medio'),
    cobroFecha: timestamp('cobro_fecha', { withTimezone: true }),
    // MARKET §2 (round 5): when a web order was handed over (the arqueo's "Entregados hoy sin cobrar").
    entregadoEn: timestamp('entregado_en', { withTimezone: true }),
    comprobanteEn: timestamp('comprobante_en', { withTimezone: true }),
    pedidoTokenHash: text('pedido_token_hash'),
    // MARKET §13.2: the order link's second token for WhatsApp notices (kept, so the same link
    // comes back), and the cancelled feria an order was moved out of.
    avisoToken: text('aviso_token'),
    // MARKET §13.3: the customer ticked "Quiero recibir avisos … por WhatsApp" (web orders only).
    avisosWhatsapp: boolean('avisos_whatsapp').notNull().default(false),
    feriaMovidaDe: integer('feria_movida_de').references((): AnyPgColumn => ferias.id, {
      onDelete: 'set null',
    }),
    // MARKET §3: when the server received a point-of-sale sale (its moment may be earlier), and
    // a cash sale that found no open register to post to.
    recibidaEn: timestamp('recibida_en', { withTimezone: true }),
    fueraDeCaja: boolean('fuera_de_caja').notNull().default(false),
    // MARKET §7: the last Mercado Pago payment seen for the order, and its status there.
    mpPagoId: text('mp_pago_id'),
    mpPagoEstado: text('mp_pago_estado'),
    // API.md round 4: receipts the customer sent for this order (at most 3).
    comprobantesSubidos: integer('comprobantes_subidos').notNull().default(0),
    // MARKET §11: the Mercado Pago order of a point-of-sale QR sale (its id, for the cancel).
    mpOrdenId: text('mp_orden_id'),
    // MARKET §9: the subscription that generated the order.
    suscripcionId: integer('suscripcion_id').references((): AnyPgColumn => suscripciones.id, {
      onDelete: 'set null',
    }),
    // MARKET §12: the CUIT or DNI the customer gave for the invoice ('' none), and the IVA
    // condition that goes with a CUIT.
    clienteDocumento: text('cliente_documento').notNull().default(''),
    clienteCondicionIva: text('cliente_condicion_iva'),
    // MARKET §14 (issue 60): the customer's barrio and the zone's nombre as placed; the point of
    // the address (6 decimals) and where it came from; the stop's place in the feria's reparto
    // once ordered, and whether its last reparto result was "No estaba".
    clienteBarrio: text('cliente_barrio').notNull().default(''),
    zonaNombre: text('zona_nombre'),
    // The zone's fee (part of the total), the zone the order counts for in its cupo (deleting the
    // zone stops the counting) and its minimum as placed (the customer's change re-checks it).
    envioCostoCents: integer('envio_costo_cents').notNull().default(0),
    zonaId: integer('zona_id').references(() => envioZonas.id, { onDelete: 'set null' }),
    zonaMinimo: integer('zona_minimo'),
    ubicacionLat: doublePrecision('ubicacion_lat'),
    ubicacionLon: doublePrecision('ubicacion_lon'),
    ubicacionFuente: text('ubicacion_fuente').$type<'georef' | 'manual'>(),
    repartoOrden: integer('reparto_orden'),
    repartoNoEstaba: boolean('reparto_no_estaba').notNull().default(false),
    // API.md round 5: the client address a web order came from (its open orders' value is limited).
    clienteIp: text('cliente_ip'),
  },
  (t) => [
    index('sales_user_idx').on(t.userId),
    index('sales_created_idx').on(t.createdAt),
    index('sales_feria_idx').on(t.feriaId),
    index('sales_cobro_fecha_idx').on(t.cobroFecha),
    index('sales_fuera_de_caja_idx').on(t.id).where(sql`${t.fueraDeCaja}`),
    index('sales_mp_impagos_idx')
      .on(t.createdAt)
      .where(
        sql`${t.formaPago} = 'mercadopago' and ${t.cobroEstado} = 'pendiente' and ${t.estado} <> 'Anulado'`,
      ),
    index('sales_abiertos_correo_idx')
      .on(sql`lower(${t.clienteCorreo})`)
      .where(
        sql`${t.canal} = 'web' and ${t.estado} <> 'Anulado' and ${t.cobroEstado} <> 'cobrado'`,
      ),
    index('sales_suscripcion_idx').on(t.suscripcionId).where(sql`${t.suscripcionId} IS NOT NULL`),
    index('sales_zona_feria_idx').on(t.zonaId, t.feriaId).where(sql`${t.zonaId} IS NOT NULL`),
    check(
      'sales_estado_check',
      sql`${t.estado} in ('Pendiente', 'En preparación', 'Listo', 'Entregado', 'Anulado')`,
    ),
    check('sales_cobro_check', sql`${t.cobroEstado} in ('pendiente', 'cobrado')`),
    check('sales_canal_check', sql`${t.canal} in ('web', 'pos')`),
    check('sales_envio_costo_check', sql`${t.envioCostoCents} >= 0`),
    check(
      'sales_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.recargoCents} + ${t.envioCostoCents}`,
    ),
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
    // The product's unit at the moment of sale: "kg" lines count grams.
    unidad: text('unidad').$type<Unidad>().notNull().default('unidad'),
    // MARKET §8: staff set this line's real weight; the customer's change cannot alter it.
    pesada: boolean('pesada').notNull().default(false),
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
    pagoId: integer('pago_id').references((): AnyPgColumn => pagos.id, { onDelete: 'set null' }),
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Every picture the shop stored, each width its own row (DESIGN §3.17): `name` is the file name
 * of its address, `/uploads/{name}`. */
export const pictures = pgTable('pictures', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** A customer's payment receipt (MARKET §7): kept in the database like the pictures. */
export const comprobantes = pgTable('comprobantes', {
  saleId: integer('sale_id')
    .primaryKey()
    .references(() => sales.id, { onDelete: 'cascade' }),
  tipo: text('tipo').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** A bulk price change (MARKET.md §5); `undoneAt` is set when it is undone. */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The percentage in hundredths: 12,5 % is 1250.
    porcentajeCentesimos: integer('porcentaje_centesimos').notNull(),
    // The rounding step in whole pesos: 0, 10, 50 or 100.
    redondeo: integer('redondeo').notNull(),
    // What it reached, for a person to read: "Todos", "Categoría Yerba", "Marca X".
    scope: text('scope').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    check('price_adjustments_redondeo_check', sql`${t.redondeo} in (0, 10, 50, 100)`),
    index('price_adjustments_open_idx').on(t.undoneAt, t.id),
  ],
);

/** The prices one adjustment changed, so its undo can put them back. */
export const priceAdjustmentItems = pgTable(
  'price_adjustment_items',
  {
    adjustmentId: integer('adjustment_id')
      .notNull()
      .references(() => priceAdjustments.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    antesCents: integer('antes_cents').notNull(),
    despuesCents: integer('despues_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adjustmentId, t.productId] })],
);

/** Every change of a product's price: written in the transaction of the change. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    antesCents: integer('antes_cents').notNull(),
    despuesCents: integer('despues_cents').notNull(),
    motivo: text('motivo').$type<PriceHistoryMotivo>().notNull(),
    ajusteId: integer('ajuste_id').references(() => priceAdjustments.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('price_history_product_idx').on(t.productId, t.id),
    check(
      'price_history_motivo_check',
      sql`${t.motivo} in ('edicion', 'ajuste', 'importacion', 'propuesta')`,
    ),
  ],
);

/** A price adjustment, its undo or a CSV import applied in batches, each its own short
 * transaction (ADR 0010): `progreso` says how far it got, and a job still `aplicando` after a
 * crash is completed at start-up. At most one is `aplicando` at a time. */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: serial('id').primaryKey(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo').$type<'ajuste' | 'deshacer' | 'importacion'>().notNull(),
    // What to apply (the adjustment's scope, the import's checked rows); emptied once done.
    datos: jsonb('datos').notNull(),
    // The last product id done (adjustment, undo) or the number of file rows done (import).
    progreso: integer('progreso').notNull().default(0),
    // What the batches did so far, for the answer (counts, products left alone).
    resultado: jsonb('resultado').notNull().default({}),
    estado: text('estado')
      .$type<'aplicando' | 'hecho' | 'fallido'>()
      .notNull()
      .default('aplicando'),
  },
  (t) => [
    check('bulk_jobs_tipo_check', sql`${t.tipo} in ('ajuste', 'deshacer', 'importacion')`),
    check('bulk_jobs_estado_check', sql`${t.estado} in ('aplicando', 'hecho', 'fallido')`),
    uniqueIndex('bulk_jobs_aplicando_key').on(t.estado).where(sql`${t.estado} = 'aplicando'`),
  ],
);

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

/** A payment to a producer (MARKET §4 round 4): a settlement's unpaid lines, paid once. */
export const pagosProductor = pgTable(
  'pagos_productor',
  {
    id: serial('id').primaryKey(),
    productorId: integer('productor_id')
      .notNull()
      .references(() => productores.id, { onDelete: 'restrict' }),
    desde: date('desde', { mode: 'string' }),
    hasta: date('hasta', { mode: 'string' }),
    feriaId: integer('feria_id').references(() => ferias.id, { onDelete: 'set null' }),
    brutoCents: integer('bruto_cents').notNull(),
    comisionCents: integer('comision_cents').notNull(),
    // What lines annulled after an earlier payment took off this one ("A descontar").
    descuentoCents: integer('descuento_cents').notNull().default(0),
    aPagarCents: integer('a_pagar_cents').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    quien: text('quien').notNull(),
    cashEntryId: integer('cash_entry_id').references(() => cashEntries.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('pagos_productor_productor_idx').on(t.productorId, t.fecha)],
);

/** The sale lines a payment settled: the key makes paying a line twice impossible. */
export const lineasPagadas = pgTable(
  'lineas_pagadas',
  {
    saleLineId: integer('sale_line_id')
      .primaryKey()
      .references(() => saleLines.id, { onDelete: 'cascade' }),
    pagoId: integer('pago_id')
      .notNull()
      .references(() => pagosProductor.id, { onDelete: 'cascade' }),
    productorId: integer('productor_id')
      .notNull()
      .references(() => productores.id, { onDelete: 'restrict' }),
    /** What the producer got for this line (its amount less its share of the commission). */
    aPagarCents: integer('a_pagar_cents').notNull(),
    /** The later payment that deducted it, once its sale was annulled. */
    descontadaEn: integer('descontada_en').references(() => pagosProductor.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('lineas_pagadas_pago_idx').on(t.pagoId),
    index('lineas_pagadas_productor_idx').on(t.productorId).where(sql`${t.descontadaEn} is null`),
  ],
);

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
  auditLog,
  accountTokens,
  cajaSesiones,
  productores,
  pictures,
  comprobantes,
  priceAdjustments,
  priceAdjustmentItems,
  priceHistory,
  bulkJobs,
  ferias,
  suscripciones,
  suscripcionSalteadas,
  suscripcionPedidos,
  pagosProductor,
  lineasPagadas,
  facturas,
  arcaTickets,
  arcaTurnos,
  propuestasPrecio,
  noLlevo,
  envioZonas,
  georefDirecciones,
  whatsappAvisos,
  whatsappRecibidos,
};

/** MARKET §7b (ADR 0024): every money event of a sale, append-only; the sale's cobro is derived
 * from them (and cached on the sale in the same transaction). */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<PagoTipo>().notNull(),
    medio: text('medio').notNull(),
    montoCents: integer('monto_cents').notNull(),
    // The Mercado Pago payment id; null for staff and stall records.
    externoId: text('externo_id'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    quien: text('quien').notNull(),
    // Recorded while the sale was Anulado (API.md round 5): money to give back.
    sobreAnulada: boolean('sobre_anulada').notNull().default(false),
  },
  (t) => [
    index('pagos_sale_idx').on(t.saleId, t.id),
    // One record per Mercado Pago payment and sale (and one devolucion of it), whatever races.
    uniqueIndex('pagos_externo_key')
      .on(t.saleId, t.tipo, t.externoId)
      .where(sql`${t.externoId} is not null`),
    check('pagos_tipo_check', sql`${t.tipo} in ('cobro', 'devolucion')`),
    check('pagos_monto_check', sql`${t.montoCents} > 0`),
  ],
);

/** Issue 57 §8: web-vitals reports per client address in its current minute, for every server. */
export const webVitalsCounts = pgTable('web_vitals_counts', {
  ip: text('ip').primaryKey(),
  desde: timestamp('desde', { withTimezone: true }).notNull(),
  n: integer('n').notNull(),
});
