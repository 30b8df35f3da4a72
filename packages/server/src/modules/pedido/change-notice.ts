// What a customer's change or cancellation (MARKET §10) leaves behind, in its own transaction:
// the customer's mail, the shop's notice and the audit entry, with "cliente" as who.
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { ferias, saleLines, type sales } from '../../db/schema.ts';
import { recordAudit } from '../audit/service.ts';
import { mailContext } from '../mail/compose/layout.ts';
import {
  customerChangeMail,
  type OrderChangeKind,
  shopChangeMail,
} from '../mail/compose/order-change-mails.ts';
import { money } from '../mail/compose/order-sections.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { toMailOrder } from '../mail/sale-order.ts';
import { dropHeldChangeMails, queueChangeMails } from './change-mail.ts';
import { pedidoPath } from './token.ts';

type MailConfig = Pick<Config, 'SHOP_NAME' | 'SHOP_EMAIL' | 'publicUrl'> &
  Partial<Pick<Config, 'TRANSFER_ALIAS' | 'TRANSFER_CBU' | 'TRANSFER_HOLDER'>>;

/** Who changed the order and how they opened it. */
export type ChangeNotice = {
  config: MailConfig;
  /** The link's token when the customer came by it (the mail links back to the same page). */
  token: string | undefined;
  /** The signed-in account, if any; the audit's "who" is "cliente" either way. */
  userId: string | null;
  ip: string;
};

export async function noticeChange(
  tx: Tx,
  sale: typeof sales.$inferSelect,
  kind: OrderChangeKind,
  notice: ChangeNotice,
  now = new Date(),
): Promise<void> {
  const lines = await tx
    .select()
    .from(saleLines)
    .where(eq(saleLines.saleId, sale.id))
    .orderBy(asc(saleLines.id));
  const [feria] = sale.feriaId
    ? await tx.select().from(ferias).where(eq(ferias.id, sale.feriaId))
    : [];
  const order = toMailOrder(sale, lines, feria ?? null);
  const { config } = notice;
  const ctx = mailContext(config);
  const page = notice.token ? pedidoPath(sale.id, notice.token) : `/pedido/${sale.id}`;
  const toCustomer = customerChangeMail(order, kind, ctx, config.publicUrl + page);
  const toShop = shopChangeMail(order, kind, ctx, config.SHOP_EMAIL);
  if (kind === 'cambio') {
    // API.md round 5: at most once per order every 10 minutes, the latest state (change-mail.ts).
    const mails = [
      ...(toCustomer ? [{ who: 'cliente' as const, message: toCustomer }] : []),
      { who: 'tienda' as const, message: toShop },
    ];
    await queueChangeMails(tx, sale, mails, now);
  } else {
    await dropHeldChangeMails(tx, sale.id, now);
    if (toCustomer) await enqueueMail(tx, toCustomer);
    await enqueueMail(tx, toShop);
  }
  await recordAudit(tx, {
    actor: { id: notice.userId, email: 'cliente' },
    accion: kind === 'cambio' ? 'venta.cambio' : 'venta.cancelada',
    detalle:
      kind === 'cambio'
        ? `El cliente cambió el pedido N° ${sale.id}: ${lines.length} productos, total ${money(sale.totalCents)}`
        : `El cliente canceló el pedido N° ${sale.id}`,
    ip: notice.ip,
  });
}
