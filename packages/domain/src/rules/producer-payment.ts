// Paying a producer (MARKET §4 round 4): what a payment settles and how much it pays. A payment
// covers the unpaid lines of a settlement; each line keeps its share of what was paid, so a line
// annulled after the payment is deducted exactly once ("A descontar") from the next one.
import { commissionCents } from './settlement.ts';

export type PaymentSplit = {
  brutoCents: number;
  comisionCents: number;
  /** What each line paid the producer (its amount less its share of the commission), in order. */
  lineas: number[];
  descuentoCents: number;
  aPagarCents: number;
};

/**
 * The payment of lines of `importes` cents at `bp` commission, less `descuentoCents` of lines
 * annulled since an earlier payment. The commission is the settlement's (on the gross, half-up);
 * the lines' shares add up to the gross less it, the rounding cents going to the last line.
 */
export function splitPayment(
  importes: readonly number[],
  bp: number,
  descuentoCents = 0,
): PaymentSplit {
  const brutoCents = importes.reduce((sum, c) => sum + c, 0);
  const comisionCents = commissionCents(brutoCents, bp);
  const neto = brutoCents - comisionCents;
  const lineas = importes.map((c) => c - commissionCents(c, bp));
  const drift = neto - lineas.reduce((sum, c) => sum + c, 0);
  if (lineas.length > 0) lineas[lineas.length - 1]! += drift;
  return { brutoCents, comisionCents, lineas, descuentoCents, aPagarCents: neto - descuentoCents };
}

/** "Ya pagado: $ 1.234,50 el 28/11" / "A descontar" are the screen's; the 409's words are here. */
export const nadaParaPagar = (productor: string) => `No hay nada para pagar a ${productor}`;
