// Mercado Pago (MARKET §7): the webhook's signature rule and what a payment read back from Mercado
// Pago does to a sale's cobro. Pure: the HMAC itself is computed by the caller (node:crypto on the
// server, the test's own independent computation in the unit tests).
import { pesosToCents } from './money.ts';
import { deriveCobro, hasRecord, type PagoFact } from './pagos.ts';
import type { SaleChannel } from './pos.ts';
import { ANNULLED_STATUS, type SaleStatus } from './sale-status.ts';

/** How old a notification's `ts` may be (and how far ahead of our clock). */
const MAX_SIGNATURE_AGE_MS = 10 * 60 * 1000;

/**
 * `data.id` as Mercado Pago signs it: lower-cased when it is alphanumeric.
 * @internal Exported for its tests.
 */
export const signedDataId = (id: string): string =>
  /^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id;

/**
 * The manifest the webhook secret signs.
 * @internal Exported for its tests.
 */
export const signatureManifest = (dataId: string, requestId: string, ts: string): string =>
  `id:${dataId};request-id:${requestId};ts:${ts};`;

/**
 * `ts=…,v1=…` (in any order, spaces allowed); null when either part is missing.
 * @internal Exported for its tests.
 */
export function parseSignatureHeader(
  header: string | undefined,
): { ts: string; v1: string } | null {
  if (!header) return null;
  const parts = new Map<string, string>();
  for (const piece of header.split(',')) {
    const at = piece.indexOf('=');
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

/**
 * The moment of `ts` in milliseconds: Unix seconds, or milliseconds when it has 13 digits.
 * @internal Exported for its tests.
 */
export function signatureMoment(ts: string): number | null {
  if (!/^\d{1,13}$/.test(ts)) return null;
  const n = Number(ts);
  return ts.length === 13 ? n : n * 1000;
}

/** Compares two strings in time that depends only on their length. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export type WebhookCall = {
  /** The `x-signature` header. */
  signature: string | undefined;
  /** The `x-request-id` header. */
  requestId: string | undefined;
  /** The `data.id` query parameter, as received. */
  dataId: string | undefined;
  now: number;
};

/**
 * True when `v1` is the HMAC-SHA256 (hex) of the manifest with the webhook secret and `ts` is at
 * most 10 minutes away from now. `hmacHex` computes the HMAC of a manifest with the secret.
 */
export function isSignedByMercadoPago(
  call: WebhookCall,
  hmacHex: (manifest: string) => string,
): boolean {
  const parsed = parseSignatureHeader(call.signature);
  if (!parsed || !call.requestId || !call.dataId) return false;
  const moment = signatureMoment(parsed.ts);
  if (moment === null || Math.abs(call.now - moment) > MAX_SIGNATURE_AGE_MS) return false;
  const manifest = signatureManifest(signedDataId(call.dataId), call.requestId, parsed.ts);
  return sameText(hmacHex(manifest).toLowerCase(), parsed.v1.toLowerCase());
}

/** A payment as `GET /v1/payments/{id}` answers it (the fields Feria reads). */
export type MpPayment = {
  id: string;
  status: string;
  externalReference: string | null;
  /** Pesos, as Mercado Pago sends them (3000 or 3000.5). */
  transactionAmount: number;
  /** "ARS" for pesos; anything else is not the market's money. */
  currencyId: string | null;
  /** The account that received the money: it must be the shop's own. */
  collectorId: string | null;
  /** Pesos given back so far (`transaction_amount_refunded`); 0 when none. */
  amountRefunded: number;
};

/** The sale a payment names, as the rule needs it. */
export type MpSaleFacts = {
  canal: SaleChannel;
  formaPago: string;
  estado: SaleStatus;
  totalCents: number;
};

export type PaymentDecision =
  | { kind: 'cobro'; montoCents: number; monto: boolean; duplicado: boolean }
  | { kind: 'devolucion'; montoCents: number }
  | { kind: 'ajeno' }
  | { kind: 'nada' };

const UNDOING = new Set(['refunded', 'charged_back']);

/** Pesos to cents; null for anything that is not an amount. */
export function amountCents(amount: unknown): number | null {
  return typeof amount === 'number' ? pesosToCents(amount) : null;
}

/** API.md round 4: only pesos paid to the shop's own account count. */
export const isOwnPayment = (payment: MpPayment, ownCollectorId: string): boolean =>
  payment.currencyId === 'ARS' && payment.collectorId === ownCollectorId;

/**
 * What a payment does to its sale's records (MARKET §7b): approved → one cobro of what was paid,
 * once per payment (audited `mercadopago.monto` when it is not what was missing, and
 * `mercadopago.duplicado` when the sale was already cobrado); refunded or charged back → one
 * devolucion of that payment's cobro. A web sale paid by Mercado Pago only; an annulled one
 * never changes; someone else's payment or another currency is `ajeno`.
 */
export function decidePayment(
  payment: MpPayment,
  sale: MpSaleFacts,
  records: readonly PagoFact[],
  ownCollectorId: string,
): PaymentDecision {
  if (sale.canal !== 'web' || sale.formaPago !== 'mercadopago') return { kind: 'nada' };
  if (sale.estado === ANNULLED_STATUS) return { kind: 'nada' };
  if (!isOwnPayment(payment, ownCollectorId)) return { kind: 'ajeno' };
  const cobro = records.find((r) => r.tipo === 'cobro' && r.externoId === payment.id);
  if (payment.status === 'approved') {
    if (cobro) return { kind: 'nada' };
    const paid = amountCents(payment.transactionAmount);
    if (paid === null || paid <= 0) return { kind: 'nada' };
    const before = deriveCobro(records, sale.totalCents);
    const duplicado = before.estado === 'cobrado';
    return {
      kind: 'cobro',
      montoCents: paid,
      monto: !duplicado && paid !== before.faltaCents,
      duplicado,
    };
  }
  if (UNDOING.has(payment.status) && cobro && !hasRecord(records, 'devolucion', payment.id)) {
    return { kind: 'devolucion', montoCents: cobro.montoCents };
  }
  return { kind: 'nada' };
}

/**
 * API.md round 5 (issue 57): a payment of an Anulado sale (paid after the customer cancelled it,
 * or a QR after the sale was annulled) is still money the shop holds: approved → one cobro of what
 * was paid, once per payment; refunded or charged back → one devolucion of that cobro. Nothing
 * else of the sale changes; someone else's payment or another currency is `ajeno`.
 */
export function decideAnnulledPayment(
  payment: MpPayment,
  records: readonly PagoFact[],
  ownCollectorId: string,
): PaymentDecision {
  if (!isOwnPayment(payment, ownCollectorId)) return { kind: 'ajeno' };
  const cobro = records.find((r) => r.tipo === 'cobro' && r.externoId === payment.id);
  if (payment.status === 'approved') {
    const paid = amountCents(payment.transactionAmount);
    if (cobro || paid === null || paid <= 0) return { kind: 'nada' };
    return { kind: 'cobro', montoCents: paid, monto: false, duplicado: false };
  }
  if (UNDOING.has(payment.status) && cobro && !hasRecord(records, 'devolucion', payment.id)) {
    return { kind: 'devolucion', montoCents: cobro.montoCents };
  }
  return { kind: 'nada' };
}
