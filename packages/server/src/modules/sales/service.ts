// One sale, one transaction (STYLE "cross-module work is one service function"): claim the
// Idempotency-Key, take the stock of every line, price everything from the database, write the
// sale with its line snapshots, queue its two e-mails and store the answer for the key. Any
// shortage rolls the whole transaction back, so nothing is taken for any line.
import { mergeSaleLines } from '@feria/domain/rules/checkout';
import { qrWaitsForPayment } from '@feria/domain/rules/qr-puesto';
import type { SaleCreated } from '@feria/domain/schemas/api-types';
import type { SaleCreate } from '@feria/domain/schemas/sale';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { saleLines, sales } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { newToken } from '../../shared/opaque-token.ts';
import { addPagos } from '../cobro/records.ts';
import { saleFeria } from '../ferias/sale-feria.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { thanksMailAllowed } from '../mail/thanks-limit.ts';
import { momentFitsRegister, postCashSale } from '../register/posting.ts';
import { queueNotices } from '../whatsapp/queue.ts';
import { checkMinimoPriced, zonaDelPedido } from './envio-zona.ts';
import {
  claimKey,
  pruneIdempotencyKeys,
  requestHash,
  type StoredAnswer,
  storeAnswer,
} from './idempotency.ts';
import { productOverWebCap } from './line-cap.ts';
import { productNotComing } from './no-viene.ts';
import { checkOpenOrders, lockOrderer } from './open-orders.ts';
import { pedidoOf, priceSale, saleCreated, saleMails, saleValues } from './sale-parts.ts';
import { type CreateSaleResult, type MailConfig, Rejected } from './sale-result.ts';
import { auditStallSale } from './stall-audit.ts';
import { takeStock } from './take-stock.ts';
import { checkWeightLines } from './weight-lines.ts';

export type SaleRequest = {
  /** Parsed by saleCreateSchema and accepted by checkWebOrder / checkPosSale. */
  input: SaleCreate;
  user: SessionUser | null;
  idempotencyKey: string | null;
  /** When the sale happened: now, or a queued offline sale's `creadaEn` (MARKET §3). Its feria
   * is that of this moment. */
  moment: Date;
  /** The client's address: the audit entry of a point-of-sale sale, a web order's open-orders limit. */
  ip?: string;
};

/** @internal Exported for its tests. */
export async function createSale(
  db: Db,
  config: MailConfig,
  request: SaleRequest,
): Promise<CreateSaleResult> {
  const { input, user, idempotencyKey } = request;
  // What was sold, by whom: not when. A sale whose answer was lost online comes back from the
  // device's queue with the moment it was made (MARKET.md §3), and is the same sale.
  const { creadaEn: _moment, ...sold } = input;
  const hash = requestHash({ user: user?.uid ?? null, input: sold });
  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey) {
        const stored = await claimKey(tx, idempotencyKey, hash);
        if (stored === 'conflict') throw new Rejected({ ok: false, reason: 'key-conflict' });
        if (stored) return { ok: true, ...stored, replayed: true };
      }
      const answer = await writeSale(tx, config, request);
      // The order page's token is stored only as its hash: a replay answers without the link.
      if (idempotencyKey) await storeAnswer(tx, idempotencyKey, withoutPageLink(answer));
      return { ok: true, ...answer, replayed: false };
    });
  } catch (err) {
    if (err instanceof Rejected) return err.failure;
    throw err;
  }
}

/**
 * A sale as the API places it: createSale, then what a new sale sets off once committed (the
 * catalogue's stock, the mail worker, old idempotency keys pruned). A replayed answer sets off
 * nothing.
 */
export async function placeSale(
  db: Db,
  config: MailConfig,
  request: SaleRequest,
  after: AfterCommit,
): Promise<CreateSaleResult> {
  const result = await createSale(db, config, request);
  if (result.ok && !result.replayed) {
    after.catalogChanged();
    after.mailQueued();
    after.saleCreated?.(request.input.canal);
    await pruneIdempotencyKeys(db);
  }
  return result;
}

/** One sale in the caller's transaction (a batch of subscription orders: subscription-orders.ts). */
async function writeSale(
  tx: Tx,
  config: MailConfig,
  { input, user, moment, ip }: SaleRequest,
): Promise<StoredAnswer> {
  const pos = input.canal === 'pos';
  const recibidaEn = new Date();
  const cajaId = pos ? (input.cajaId ?? null) : null;
  // MARKET §3: never made before the opening of the register the device had open.
  if (!(await momentFitsRegister(tx, cajaId, moment))) {
    throw new Rejected({ ok: false, reason: 'moment' });
  }
  // API.md round 5: the orderer's open web orders, counted under its locks (open-orders.ts).
  const orderer = { correo: input.cliente.correo, uid: user?.uid ?? null, ip: ip ?? null };
  if (!pos) await lockOrderer(tx, orderer);
  const chosen = await saleFeria(tx, input, moment);
  if (!chosen.ok) throw new Rejected({ ok: false, reason: chosen.reason });
  const { feria } = chosen;
  const merged = mergeSaleLines(input.productos);
  // MARKET §15: a web order of a feria takes nothing of a producer who marked "No llevo" for it.
  const absent = pos
    ? null
    : await productNotComing(
        tx,
        feria,
        merged.map((l) => l.id),
      );
  if (absent) throw new Rejected({ ok: false, reason: 'no-viene', ...absent });
  await checkWeightLines(tx, merged, input.canal); // MARKET §8
  const overCap = pos ? null : await productOverWebCap(tx, merged);
  if (overCap) throw new Rejected({ ok: false, reason: 'line-cap', nombre: overCap });
  // MARKET §14: the barrio, its zone's minimum and a place in its cupo, the zone locked before
  // the products are.
  const zona = await zonaDelPedido(tx, input, merged, feria);
  const taken = await takeStock(tx, merged, { onlyPublished: !pos });
  if (!taken.ok) throw new Rejected({ ok: false, reason: 'stock', shortage: taken.shortage });

  const priced = priceSale(config, input, taken.sold, zona);
  if (!priced.ok) throw new Rejected(priced);
  checkMinimoPriced(zona, priced.amounts.subtotal);
  const { lines, amounts } = priced;
  const tooMany = pos ? null : await checkOpenOrders(tx, config, orderer, amounts.total);
  if (tooMany) throw new Rejected({ ok: false, reason: tooMany });
  // MARKET §11: a stall QR sale the shop charges by itself waits for Mercado Pago's payment.
  const waitsForQr = qrWaitsForPayment(input, config.qrPuesto === true);
  const page = pos ? null : newToken();
  const [sale] = await tx
    .insert(sales)
    .values(
      saleValues({
        input,
        user,
        priced,
        moment,
        recibidaEn,
        waitsForQr,
        pedidoTokenHash: page?.hash ?? null,
        feriaId: feria?.id ?? null,
        suscripcionId: null,
        clienteIp: pos ? null : (ip ?? null),
      }),
    )
    .returning();
  if (!sale) throw new Error('La venta no se guardó');
  await tx.insert(saleLines).values(lines.map((line) => ({ ...line, saleId: sale.id })));
  if (!pos) await queueNotices(tx, 'pedido.recibido', [sale.id]); // MARKET §13.3
  // MARKET §7b: a stall sale is born with its one cobro record (its medio, its total, the seller);
  // a QR sale waiting for Mercado Pago gets its record when the payment arrives (§11).
  if (pos && !waitsForQr) {
    const born = { tipo: 'cobro' as const, medio: input.formaPago, montoCents: amounts.total };
    await addPagos(tx, sale, [{ ...born, quien: user?.email ?? '' }], moment);
  }
  // MARKET §2: a stall sale paid in cash reaches the ledger (and the open register) with it.
  const cash = pos && input.formaPago === 'efectivo';
  const fueraDeCaja =
    cash && !(await postCashSale(tx, { id: sale.id, totalCents: amounts.total, moment, cajaId }));
  if (fueraDeCaja) await tx.update(sales).set({ fueraDeCaja }).where(eq(sales.id, sale.id));
  if (pos) {
    const who = { actor: { id: user?.uid ?? null, email: user?.email ?? '' }, ip };
    const audited = { id: sale.id, totalCents: amounts.total, formaPago: input.formaPago };
    await auditStallSale(tx, who, { ...audited, moment, recibidaEn, fueraDeCaja });
  }

  const pedido = pedidoOf(sale.id, page);
  const mails = saleMails(config, sale, lines, feria, pedido);
  const { toCustomer } = mails;
  // The 5 mails an hour guard against strangers' orders (a subscription's: subscription-orders.ts).
  if (toCustomer && (await thanksMailAllowed(tx, toCustomer.to))) {
    await enqueueMail(tx, toCustomer);
  }
  if (mails.toShop) await enqueueMail(tx, mails.toShop);
  const body = saleCreated(sale, amounts, feria, pedido, cash ? { fueraDeCaja } : null);
  return { statusCode: 201, body };
}

function withoutPageLink(answer: StoredAnswer): StoredAnswer {
  return { ...answer, body: { ...(answer.body as SaleCreated), pedido: null } };
}
