// Sales (MARKET §1–§3, §7): the sale, its lines, the customer's receipt and its money events.
import type { CobroEstado } from '@feria/domain/rules/cobro';
import type { PagoTipo } from '@feria/domain/rules/pagos';
import type { DeliveryMethod, PaymentMethod } from '@feria/domain/rules/payment';
import type { SaleChannel } from '@feria/domain/rules/pos';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import type { Unidad } from '@feria/domain/rules/weight';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';
import { products } from './schema-catalog.ts';
import { bytea, createdAt } from './schema-columns.ts';
import { envioZonas } from './schema-envios.ts';
import { ferias } from './schema-ferias.ts';

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
    feriaId: integer('feria_id').references(() => ferias.id, { onDelete: 'set null' }),
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
    feriaMovidaDe: integer('feria_movida_de').references(() => ferias.id, { onDelete: 'set null' }),
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
    // MARKET §9: the subscription that generated the order. Its foreign key (on delete set null) is
    // in drizzle/0027_suscripciones.sql only: schema-suscripciones.ts imports this file.
    suscripcionId: integer('suscripcion_id'),
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
    // A producer's lines, from its products (issue 63, migration 0053).
    index('sale_lines_product_idx').on(t.productId),
    check('sale_lines_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/** A customer's payment receipt (MARKET §7): kept in the database like the pictures. */
export const comprobantes = pgTable('comprobantes', {
  saleId: integer('sale_id')
    .primaryKey()
    .references(() => sales.id, { onDelete: 'cascade' }),
  tipo: text('tipo').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

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
