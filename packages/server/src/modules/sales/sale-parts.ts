// The steps of writing a web or stall sale that need no database, shared by writeSale (one sale,
// service.ts) and writeWebOrders (a batch of subscription orders, web-orders.ts), so both apply
// the same rules: the lines and amounts priced from the products as sold, the sale's row, its
// mails and its answer.
import { startOfSale } from '@feria/domain/rules/cobro';
import { receptorDe } from '@feria/domain/rules/factura';
import { centsToFixed } from '@feria/domain/rules/money';
import { overOrderMax } from '@feria/domain/rules/order-max';
import {
  type DeliveryMethod,
  isDeliveryMethod,
  isPaymentMethod,
  type PaymentMethod,
} from '@feria/domain/rules/payment';
import { type OrderAmounts, orderAmounts } from '@feria/domain/rules/pos';
import { lineSubtotalCents } from '@feria/domain/rules/weight';
import type { SaleCreated } from '@feria/domain/schemas/api-types';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import type { SaleCreate } from '@feria/domain/schemas/sale';
import type { sales } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { FeriaRow } from '../ferias/dto.ts';
import { toFeriaRef } from '../ferias/dto.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { customerOrderMail, shopOrderMail } from '../mail/compose/order-mails.ts';
import type { MailMessage } from '../mail/outbox.ts';
import { toMailOrder } from '../mail/sale-order.ts';
import { pedidoPath } from '../pedido/token.ts';
import { cobroOf } from './cobro-dto.ts';
import type { ZonaPedido } from './envio-zona.ts';
import type { Failure, MailConfig } from './sale-result.ts';
import type { SoldProduct } from './take-stock.ts';

export type SaleLine = ReturnType<typeof lineOf>;
export type Priced = {
  ok: true;
  lines: SaleLine[];
  amounts: OrderAmounts;
  formaPago: PaymentMethod;
  envio: DeliveryMethod;
  /** MARKET §14: the zone of a web order with Envío while zones are on, its fee in the total. */
  zona: ZonaPedido | null;
};

/** The line as sold: a snapshot of the product at this moment, priced from the database. */
export function lineOf(product: SoldProduct) {
  return {
    productId: product.id,
    sku: product.sku,
    nombre: product.nombre,
    marca: product.marca,
    medida: product.medida,
    imagen: product.imagenes[0] ?? '',
    precioCents: product.precioCents,
    cantidad: product.cantidad,
    subtotalCents: lineSubtotalCents(product.unidad, product.precioCents, product.cantidad),
    unidad: product.unidad,
  };
}

/** The sale's lines and amounts (with the zone's fee), or the refusal of a total the shop does
 * not take. */
export function priceSale(
  config: MailConfig,
  input: SaleCreate,
  sold: readonly SoldProduct[],
  zona: ZonaPedido | null = null,
): Priced | Failure {
  const lines = sold.map(lineOf);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  // checkWebOrder / checkPosSale already refused any other value.
  if (!isPaymentMethod(input.formaPago)) throw new Error('Forma de pago sin validar');
  if (!isDeliveryMethod(input.envio)) throw new Error('Envío sin validar');
  const amounts = orderAmounts(subtotal, input.formaPago, input.canal, zona?.costoCents ?? 0);
  if (amounts.total > MAX_INT32 || lines.some((l) => l.subtotalCents > MAX_INT32)) {
    return { ok: false, reason: 'too-large' };
  }
  // API.md round 4: one web order cannot take more than MAX_PEDIDO pesos, its Envío fee included.
  const pos = input.canal === 'pos';
  if (!pos && config.MAX_PEDIDO !== undefined && overOrderMax(amounts.total, config.MAX_PEDIDO)) {
    return { ok: false, reason: 'over-max' };
  }
  // MARKET §12 (RG 5700/2025): from $ 10.000.000 the invoice needs the buyer's CUIT or DNI.
  const receptor = receptorDe(input.cliente.documento, input.cliente.condicionIva, amounts.total);
  if (config.arca && !receptor.ok) {
    return { ok: false, reason: 'factura', message: receptor.message };
  }
  return { ok: true, lines, amounts, formaPago: input.formaPago, envio: input.envio, zona };
}

type SaleFields = {
  input: SaleCreate;
  user: SessionUser | null;
  priced: Priced;
  moment: Date;
  recibidaEn: Date;
  /** MARKET §11: a stall QR sale the shop charges by itself waits for Mercado Pago's payment. */
  waitsForQr: boolean;
  pedidoTokenHash: string | null;
  feriaId: number | null;
  suscripcionId: number | null;
  /** API.md round 5: the client address of a web order (null for the stall's and bolsón's). */
  clienteIp?: string | null;
};

/** The sale's row as inserted. */
export function saleValues(f: SaleFields): typeof sales.$inferInsert {
  const { input, user, moment, waitsForQr } = f;
  const { amounts, formaPago, envio, zona } = f.priced;
  const pos = input.canal === 'pos';
  // MARKET §7: a stall sale is handed over and paid when made; a web order gets its private page.
  const start = startOfSale(input.canal);
  const { cliente } = input;
  return {
    createdAt: moment,
    estado: start.estado,
    cobroEstado: waitsForQr ? 'pendiente' : start.cobro,
    cobroMedio: pos && !waitsForQr ? formaPago : null,
    cobroFecha: pos && !waitsForQr ? moment : null,
    pedidoTokenHash: f.pedidoTokenHash,
    formaPago,
    envio,
    canal: input.canal,
    clienteNombre: cliente.nombre,
    clienteCorreo: cliente.correo,
    clienteProvincia: cliente.provincia,
    clienteDireccion: cliente.direccion,
    clienteCp: cliente.cp,
    clienteCelular: cliente.celular,
    // MARKET §13.3: a stall sale never asks for WhatsApp notices.
    avisosWhatsapp: !pos && cliente.avisosWhatsapp,
    clienteDocumento: cliente.documento ?? '',
    clienteCondicionIva: cliente.condicionIva || null,
    clienteBarrio: cliente.barrio ?? '',
    subtotalCents: amounts.subtotal,
    recargoCents: amounts.recargo,
    envioCostoCents: amounts.envioCosto,
    totalCents: amounts.total,
    zonaId: zona?.id ?? null,
    zonaNombre: zona?.nombre ?? null,
    zonaMinimo: zona?.minimo ?? null,
    // A point-of-sale sale is the stall's customer's, not the seller's own purchase.
    userId: pos ? null : (user?.uid ?? null),
    sellerId: pos ? (user?.uid ?? null) : null,
    feriaId: f.feriaId,
    recibidaEn: pos ? f.recibidaEn : null,
    suscripcionId: f.suscripcionId,
    clienteIp: f.clienteIp ?? null,
  };
}

type SaleRow = typeof sales.$inferSelect;

/** The customer's mail (null without an address) and, for a web order, the shop's. */
export function saleMails(
  config: MailConfig,
  sale: SaleRow,
  lines: readonly SaleLine[],
  feria: FeriaRow | null,
  pedido: string | null,
  bolson?: { asunto: string; contenido?: string },
): { toCustomer: MailMessage | null; toShop: MailMessage | null } {
  const order = toMailOrder(sale, lines, feria);
  const ctx = mailContext(config);
  const pageUrl = pedido ? config.publicUrl + pedido : undefined;
  const toCustomer = customerOrderMail(order, ctx, pageUrl, bolson?.asunto, bolson?.contenido);
  // MARKET §7: only web orders tell the shop's owner.
  const toShop = sale.canal === 'pos' ? null : shopOrderMail(order, ctx, config.SHOP_EMAIL);
  return { toCustomer, toShop };
}

/** The order page's path of a web order, from the token made with it. */
export const pedidoOf = (saleId: number, page: { token: string } | null) =>
  page ? pedidoPath(saleId, page.token) : null;

/** The 201's body. */
export function saleCreated(
  sale: SaleRow,
  amounts: OrderAmounts,
  feria: FeriaRow | null,
  pedido: string | null,
  cash: { fueraDeCaja: boolean } | null,
): SaleCreated {
  return {
    id: sale.id,
    total: centsToFixed(amounts.total),
    subtotal: centsToFixed(amounts.subtotal),
    recargo: centsToFixed(amounts.recargo),
    envioCosto: centsToFixed(amounts.envioCosto),
    zona: sale.zonaNombre,
    estadoPago: startOfSale(sale.canal).estado,
    feria: feria ? toFeriaRef(feria) : null,
    cobro: cobroOf(sale),
    pedido,
    ...(cash ? { fueraDeCaja: cash.fueraDeCaja } : {}),
  };
}
