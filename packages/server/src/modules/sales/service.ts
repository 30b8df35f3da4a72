// One sale, one transaction (STYLE "cross-module work is one service function"): claim the
// Idempotency-Key, take the stock of every line, price everything from the database, write the
// sale with its line snapshots, queue its two e-mails and store the answer for the key. Any
// shortage rolls the whole transaction back, so nothing is taken for any line.
import { mergeSaleLines } from '@feria/domain/rules/checkout';
import { startOfSale } from '@feria/domain/rules/cobro';
import { receptorDe } from '@feria/domain/rules/factura';
import { centsToFixed } from '@feria/domain/rules/money';
import { isDeliveryMethod, isPaymentMethod } from '@feria/domain/rules/payment';
import { saleAmounts } from '@feria/domain/rules/pos';
import { lineSubtotalCents } from '@feria/domain/rules/weight';
import type { SaleCreated } from '@feria/domain/schemas/api-types';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import type { SaleCreate } from '@feria/domain/schemas/sale';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { saleLines, sales } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { newToken } from '../../shared/opaque-token.ts';
import { queueInvoice } from '../facturas/queue.ts';
import { toFeriaRef } from '../ferias/dto.ts';
import { saleFeria } from '../ferias/sale-feria.ts';
import { mailContext } from '../mail/compose/layout.ts';
import { customerOrderMail, shopOrderMail } from '../mail/compose/order-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { toMailOrder } from '../mail/sale-order.ts';
import { thanksMailAllowed } from '../mail/thanks-limit.ts';
import { pedidoPath } from '../pedido/token.ts';
import { momentFitsRegister, postCashSale } from '../register/posting.ts';
import { cobroOf } from './cobro-dto.ts';
import {
  claimKey,
  pruneIdempotencyKeys,
  requestHash,
  type StoredAnswer,
  storeAnswer,
} from './idempotency.ts';
import { productOverWebCap } from './line-cap.ts';
import { auditStallSale } from './stall-audit.ts';
import { type Shortage, type SoldProduct, takeStock } from './take-stock.ts';
import { checkWeightLines } from './weight-lines.ts';

export type SaleRequest = {
  /** Parsed by saleCreateSchema and accepted by checkWebOrder / checkPosSale. */
  input: SaleCreate;
  user: SessionUser | null;
  idempotencyKey: string | null;
  /** When the sale happened: now, or a queued offline sale's `creadaEn` (MARKET §3). Its feria
   * is that of this moment. */
  moment: Date;
  /** The client's address, for the audit entry of a point-of-sale sale. */
  ip?: string;
};

export type CreateSaleResult =
  | { ok: true; statusCode: number; body: unknown; replayed: boolean }
  | { ok: false; reason: 'stock'; shortage: Shortage }
  | { ok: false; reason: 'key-conflict' }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'moment' }
  | { ok: false; reason: 'line-cap'; nombre: string }
  | { ok: false; reason: 'factura'; message: string }
  | { ok: false; reason: 'feria-missing' | 'feria-closed' };

type Failure = Exclude<CreateSaleResult, { ok: true }>;

/** Thrown inside the transaction to roll it back; turned into a value outside. */
class Rejected extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}

type MailConfig = Pick<Config, 'SHOP_NAME' | 'SHOP_EMAIL' | 'publicUrl'> &
  Partial<Pick<Config, 'arca'>> &
  Partial<Pick<Config, 'TRANSFER_ALIAS' | 'TRANSFER_CBU' | 'TRANSFER_HOLDER'>>;

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
  const chosen = await saleFeria(tx, input, moment);
  if (!chosen.ok) throw new Rejected({ ok: false, reason: chosen.reason });
  const { feria } = chosen;
  const merged = mergeSaleLines(input.productos);
  await checkWeightLines(tx, merged, input.canal); // MARKET §8
  const overCap = pos ? null : await productOverWebCap(tx, merged);
  if (overCap) throw new Rejected({ ok: false, reason: 'line-cap', nombre: overCap });
  const taken = await takeStock(tx, merged, { onlyPublished: !pos });
  if (!taken.ok) throw new Rejected({ ok: false, reason: 'stock', shortage: taken.shortage });

  const lines = taken.sold.map(lineOf);
  const subtotal = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  // checkWebOrder / checkPosSale already refused any other value.
  if (!isPaymentMethod(input.formaPago)) throw new Error('Forma de pago sin validar');
  if (!isDeliveryMethod(input.envio)) throw new Error('Envío sin validar');
  const amounts = saleAmounts(subtotal, input.formaPago, input.canal);
  if (amounts.total > MAX_INT32 || lines.some((l) => l.subtotalCents > MAX_INT32)) {
    throw new Rejected({ ok: false, reason: 'too-large' });
  }

  const { cliente } = input;
  // MARKET §12 (RG 5700/2025): from $ 10.000.000 the invoice needs the buyer's CUIT or DNI.
  const receptor = receptorDe(cliente.documento, cliente.condicionIva, amounts.total);
  if (config.arca && !receptor.ok) {
    throw new Rejected({ ok: false, reason: 'factura', message: receptor.message });
  }
  // MARKET §7: a stall sale is handed over and paid when made; a web order gets its private page.
  const start = startOfSale(input.canal);
  const page = pos ? null : newToken();
  const [sale] = await tx
    .insert(sales)
    .values({
      createdAt: moment,
      estado: start.estado,
      cobroEstado: start.cobro,
      cobroMedio: pos ? input.formaPago : null,
      cobroFecha: pos ? moment : null,
      pedidoTokenHash: page?.hash ?? null,
      formaPago: input.formaPago,
      envio: input.envio,
      canal: input.canal,
      clienteNombre: cliente.nombre,
      clienteCorreo: cliente.correo,
      clienteProvincia: cliente.provincia,
      clienteDireccion: cliente.direccion,
      clienteCp: cliente.cp,
      clienteCelular: cliente.celular,
      clienteDocumento: cliente.documento ?? '',
      clienteCondicionIva: cliente.condicionIva || null,
      subtotalCents: amounts.subtotal,
      recargoCents: amounts.recargo,
      totalCents: amounts.total,
      // A point-of-sale sale is the stall's customer's, not the seller's own purchase.
      userId: pos ? null : (user?.uid ?? null),
      sellerId: pos ? (user?.uid ?? null) : null,
      feriaId: feria?.id ?? null,
      recibidaEn: pos ? recibidaEn : null,
    })
    .returning();
  if (!sale) throw new Error('La venta no se guardó');
  await tx.insert(saleLines).values(lines.map((line) => ({ ...line, saleId: sale.id })));
  if (start.cobro === 'cobrado') await queueInvoice(tx, sale.id); // MARKET §12
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

  const order = toMailOrder(sale, lines, feria);
  const ctx = mailContext(config);
  const pedido = page ? pedidoPath(sale.id, page.token) : null;
  const toCustomer = customerOrderMail(order, ctx, pedido ? config.publicUrl + pedido : undefined);
  if (toCustomer && (await thanksMailAllowed(tx, toCustomer.to))) {
    await enqueueMail(tx, toCustomer);
  }
  // MARKET §7: only web orders tell the shop's owner.
  if (!pos) await enqueueMail(tx, shopOrderMail(order, ctx, config.SHOP_EMAIL));

  const body: SaleCreated = {
    id: sale.id,
    total: centsToFixed(amounts.total),
    subtotal: centsToFixed(amounts.subtotal),
    recargo: centsToFixed(amounts.recargo),
    estadoPago: start.estado,
    feria: feria ? toFeriaRef(feria) : null,
    cobro: cobroOf(sale),
    pedido,
    ...(cash ? { fueraDeCaja } : {}),
  };
  return { statusCode: 201, body };
}

function withoutPageLink(answer: StoredAnswer): StoredAnswer {
  return { ...answer, body: { ...(answer.body as SaleCreated), pedido: null } };
}

/**
 * The line as sold: a snapshot of the product at this moment, priced from the database.
 * @internal Exported for its tests.
 */
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
