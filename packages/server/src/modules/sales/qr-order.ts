// The Mercado Pago order of a stall QR sale (MARKET §11): made after the sale's transaction has
// committed (no row lock is held while Mercado Pago is called), for the sale as it is now. Mercado
// Pago failing or silent leaves the sale cobro pendiente and the answer without `qr`.

import { qrExpiry, qrOrderBody } from '@feria/domain/rules/qr-puesto';
import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import type { SaleQr } from '@feria/domain/schemas/api-types';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import type { MpConfig } from '../mercadopago/client.ts';
import { createQrOrder } from '../mercadopago/orders-client.ts';

/** The same key for every attempt of one sale: a retry (or a replayed sale) is the same order. */
const qrOrderKey = (saleId: number) => `feria-qr-venta-${saleId}`;

export async function startQrOrder(
  db: Db,
  config: MpConfig & Pick<Config, 'MERCADOPAGO_POS_ID' | 'qrPuesto'>,
  saleId: number,
  now = new Date(),
): Promise<SaleQr | null> {
  const posId = config.MERCADOPAGO_POS_ID;
  if (!config.qrPuesto || !posId) return null;
  const [row] = await db
    .select({ total: sales.totalCents, cobro: sales.cobroEstado, estado: sales.estado })
    .from(sales)
    .where(eq(sales.id, saleId));
  // A replayed sale that was paid or annulled meanwhile needs no QR.
  if (row?.cobro !== 'pendiente' || row.estado === ANNULLED_STATUS) return null;
  const body = qrOrderBody(saleId, row.total, posId);
  const order = await createQrOrder(config, body, qrOrderKey(saleId));
  if (!order) return null;
  await db.update(sales).set({ mpOrdenId: order.id }).where(eq(sales.id, saleId));
  return { ordenId: order.id, datos: order.qrData, vence: qrExpiry(now) };
}
