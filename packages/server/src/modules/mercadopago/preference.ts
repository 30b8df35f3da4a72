// The Checkout Pro preference of a web order (MARKET §7): created after the sale's transaction
// commits (Mercado Pago failing never loses the order), and again from the order page's
// "Pagar con Mercado Pago".
import { fromCents } from '@feria/domain/rules/money';
import { formatCantidad } from '@feria/domain/rules/weight';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { saleLines, sales } from '../../db/schema.ts';
import { createPreference, type MpConfig, type PreferenceBody } from './client.ts';

/** Where Mercado Pago tells Feria about payments. */
export const webhookPath = '/api/mercadopago/webhook';

/** The same key for every attempt of one sale at one total: Mercado Pago answers a retry with the
 * same preference instead of making a second one, and a changed total (real weight, §8; the
 * customer's change, §10) is a new preference for the new amount (MARKET §7b). */
const preferenceKey = (saleId: number, totalCents: number) => `feria-venta-${saleId}-${totalCents}`;

/** Mercado Pago's dates: ISO 8601 with the offset, written in Argentina's time (UTC-3). */
const mpDate = (d: Date): string =>
  new Date(d.getTime() - 3 * 60 * 60_000).toISOString().replace('Z', '-03:00');

/** When expire-unpaid.ts annuls an order placed at `createdAt` still unpaid. */
const annulledUnpaidAt = (createdAt: Date, horas: number): Date =>
  new Date(createdAt.getTime() + horas * 60 * 60_000);

/** MARKET §14: the zone's fee is its own item after the products, so the items add up to the
 * total; an order without fee has none. */
const envioItem = (sale: {
  envioCostoCents: number;
  zonaNombre: string | null;
}): PreferenceBody['items'] =>
  sale.envioCostoCents > 0
    ? [
        {
          id: 'envio',
          title: `Envío ${sale.zonaNombre ?? ''}`.trim(),
          quantity: 1,
          unit_price: fromCents(sale.envioCostoCents),
          currency_id: 'ARS',
        },
      ]
    : [];

async function preferenceBody(
  db: DbOrTx,
  publicUrl: string,
  sale: { id: number; envioCostoCents: number; zonaNombre: string | null },
  pagePath: string,
  expiry: { from: Date; to: Date },
): Promise<PreferenceBody> {
  const saleId = sale.id;
  const lines = await db
    .select()
    .from(saleLines)
    .where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.id));
  const page = publicUrl + pagePath;
  const products: PreferenceBody['items'] = lines.map((l) => ({
    id: l.sku || String(l.productId ?? l.id),
    // MARKET §8: a line sold by weight is one item of its grams at its subtotal (Mercado Pago's
    // quantity is whole units; the price per kilogram times grams would be 1000 times the total).
    title: [l.nombre, l.marca, l.unidad === 'kg' ? formatCantidad('kg', l.cantidad) : l.medida]
      .filter(Boolean)
      .join(' · '),
    quantity: l.unidad === 'kg' ? 1 : l.cantidad,
    unit_price: fromCents(l.unidad === 'kg' ? l.subtotalCents : l.precioCents),
    currency_id: 'ARS',
  }));
  return {
    items: [...products, ...envioItem(sale)],
    external_reference: String(saleId),
    notification_url: publicUrl + webhookPath,
    back_urls: { success: page, pending: page, failure: page },
    auto_return: 'approved',
    expires: true,
    expiration_date_from: mpDate(expiry.from),
    expiration_date_to: mpDate(expiry.to),
  };
}

/** The `init_point` the customer pays at, or null when Mercado Pago is off, fails or is silent. */
export async function checkoutUrl(
  db: DbOrTx,
  config: MpConfig & Pick<Config, 'mercadoPago' | 'publicUrl' | 'VENCE_PAGO_HORAS'>,
  saleId: number,
  pagePath: string,
  now = new Date(),
): Promise<string | null> {
  if (!config.mercadoPago) return null;
  const [sale] = await db
    .select({
      id: sales.id,
      totalCents: sales.totalCents,
      createdAt: sales.createdAt,
      envioCostoCents: sales.envioCostoCents,
      zonaNombre: sales.zonaNombre,
    })
    .from(sales)
    .where(eq(sales.id, saleId));
  if (!sale) return null;
  const to = annulledUnpaidAt(sale.createdAt, config.VENCE_PAGO_HORAS);
  const body = await preferenceBody(db, config.publicUrl, sale, pagePath, { from: now, to });
  return createPreference(config, body, preferenceKey(saleId, sale.totalCents));
}
