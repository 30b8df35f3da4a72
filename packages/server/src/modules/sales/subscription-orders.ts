// The web orders of a batch of subscriptions (MARKET §9, ADR 0028 "Batches"), written in the
// caller's transaction by the rules of writeSale (service.ts) with a few statements for the whole
// batch instead of a dozen per order: each distinct feria chosen and locked once, the lines'
// weight rules checked at once, stock taken in turn (take-stock.ts), then one INSERT each for the
// sales, their lines and their mails. An order refused (a shortage, the feria closed, a total
// over the limits) takes nothing and writes nothing; the others of the batch are made.
import { mergeSaleLines } from '@feria/domain/rules/checkout';
import type { Tx } from '../../db/client.ts';
import { saleLines, sales } from '../../db/schema.ts';
import { newToken } from '../../shared/opaque-token.ts';
import { type SaleFeria, saleFeria } from '../ferias/sale-feria.ts';
import { enqueueMails, type MailMessage } from '../mail/outbox.ts';
import type { StoredAnswer } from './idempotency.ts';
import {
  type Priced,
  pedidoOf,
  priceSale,
  saleCreated,
  saleMails,
  saleValues,
} from './sale-parts.ts';
import type { Failure, MailConfig } from './sale-result.ts';
import type { SaleRequest } from './service.ts';
import { takeStockInTurn } from './take-stock.ts';
import { checkWeightLines } from './weight-lines.ts';

export type SubscriptionRequest = SaleRequest & { suscripcion: { id: number; asunto: string } };
export type OrderOutcome = { ok: true; saleId: number; answer: StoredAnswer } | Failure;

export async function writeSubscriptionOrders(
  tx: Tx,
  config: MailConfig,
  requests: readonly SubscriptionRequest[],
): Promise<OrderOutcome[]> {
  if (requests.some((r) => r.input.canal !== 'web')) throw new Error('Solo pedidos web');
  // A web order has no register (momentFitsRegister) and a subscription's no web caps.
  const ferias = new Map<string, Promise<SaleFeria>>();
  const chosen: SaleFeria[] = [];
  for (const { input, moment } of requests) {
    const key = `${input.feriaId}|${moment.getTime()}`;
    if (!ferias.has(key)) ferias.set(key, saleFeria(tx, input, moment));
    chosen.push(await ferias.get(key)!);
  }
  const merged = requests.map((r) => mergeSaleLines(r.input.productos));
  await checkWeightLines(tx, merged.flat(), 'web'); // MARKET §8, line by line
  const open = requests.map((_, i) => chosen[i]!.ok);
  const priced = await takeStockInTurn(
    tx,
    merged.map((lines, i) => (open[i] ? lines : [])),
    { onlyPublished: true },
    (sold, i): Priced | Failure => {
      const feria = chosen[i]!;
      if (!feria.ok) return { ok: false, reason: feria.reason };
      return priceSale(config, requests[i]!.input, sold);
    },
  );

  const made = requests.flatMap((request, i) => {
    const p = priced[i]!;
    const feria = chosen[i]!;
    if (!(p.ok && feria.ok)) return [];
    return [{ request, priced: p, feria: feria.feria, page: newToken(), index: i }];
  });
  const rows =
    made.length === 0
      ? []
      : await tx
          .insert(sales)
          .values(
            made.map(({ request, priced, feria, page }) =>
              saleValues({
                input: request.input,
                user: request.user,
                priced,
                moment: request.moment,
                recibidaEn: new Date(),
                waitsForQr: false,
                pedidoTokenHash: page.hash,
                feriaId: feria?.id ?? null,
                suscripcionId: request.suscripcion.id,
              }),
            ),
          )
          .returning();
  const byHash = new Map(rows.map((row) => [row.pedidoTokenHash, row]));
  // A refused order keeps its failure; every made one gets its answer below.
  const outcomes = priced.map((p): OrderOutcome | null => (p.ok ? null : p));
  const lines: (typeof saleLines.$inferInsert)[] = [];
  const mails: MailMessage[] = [];
  for (const { request, priced, feria, page, index } of made) {
    const sale = byHash.get(page.hash);
    if (!sale) throw new Error('La venta no se guardó');
    for (const line of priced.lines) lines.push({ ...line, saleId: sale.id });
    const pedido = pedidoOf(sale.id, page);
    const { toCustomer, toShop } = saleMails(
      config,
      sale,
      priced.lines,
      feria,
      pedido,
      request.suscripcion.asunto,
    );
    // The 5 mails an hour guard against strangers' orders; a subscription's are the customer's.
    if (toCustomer) mails.push(toCustomer);
    if (toShop) mails.push(toShop);
    const body = saleCreated(sale, priced.amounts, feria, pedido, null);
    outcomes[index] = { ok: true, saleId: sale.id, answer: { statusCode: 201, body } };
  }
  if (lines.length > 0) await tx.insert(saleLines).values(lines);
  await enqueueMails(tx, mails);
  return outcomes.map((outcome) => {
    if (!outcome) throw new Error('Pedido sin resultado');
    return outcome;
  });
}
