// Mercado Pago's REST API (MARKET §7, ADR 00NN): plain fetch against MERCADOPAGO_API_URL with the
// access token, a timeout on every call, and nothing thrown: a failure is a value the caller
// turns into "the order stays, try again later".
import { createHmac } from 'node:crypto';
import type { MpPayment } from '@feria/domain/rules/mercadopago';
import type { Config } from '../../config.ts';

export type MpConfig = Pick<
  Config,
  | 'MERCADOPAGO_ACCESS_TOKEN'
  | 'MERCADOPAGO_WEBHOOK_SECRET'
  | 'MERCADOPAGO_API_URL'
  | 'MERCADOPAGO_TIMEOUT_MS'
>;

/** The Checkout Pro preference Feria sends: prices are the server's, never the browser's. */
export type PreferenceBody = {
  items: { id: string; title: string; quantity: number; unit_price: number; currency_id: 'ARS' }[];
  external_reference: string;
  notification_url: string;
  back_urls: { success: string; pending: string; failure: string };
  auto_return: 'approved';
  /** Issue 57 (3): payable only until the moment the unpaid order would be annulled. */
  expires: true;
  expiration_date_from: string;
  expiration_date_to: string;
};

/** One call to Mercado Pago: its status and JSON body, status 0 when it did not answer. */
export async function call(config: MpConfig, path: string, init: RequestInit = {}) {
  const base = config.MERCADOPAGO_API_URL.replace(/\/$/, '');
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${config.MERCADOPAGO_ACCESS_TOKEN ?? ''}`,
        accept: 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(config.MERCADOPAGO_TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch {
    // Refused, reset or timed out: Mercado Pago did not answer.
    return { status: 0, body: null };
  }
}

/** Creates the preference; its `init_point`, or null when Mercado Pago fails or does not answer
 * in time. The key makes a retry the same preference at Mercado Pago's side. */
export async function createPreference(
  config: MpConfig,
  body: PreferenceBody,
  idempotencyKey: string,
): Promise<string | null> {
  const res = await call(config, '/checkout/preferences', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const initPoint = (res.body as { init_point?: unknown } | null)?.init_point;
  return res.status >= 200 && res.status < 300 && typeof initPoint === 'string' ? initPoint : null;
}

/** `GET /v1/payments/{id}`: the payment, 'unknown' when Mercado Pago has none by that id (or
 * answers something unreadable), 'unreachable' when it does not answer. */
export async function readPayment(
  config: MpConfig,
  id: string,
): Promise<MpPayment | 'unknown' | 'unreachable'> {
  const res = await call(config, `/v1/payments/${encodeURIComponent(id)}`);
  if (res.status === 0 || res.status >= 500) return 'unreachable';
  const p = res.body as Record<string, unknown> | null;
  if (res.status !== 200 || !p || typeof p.status !== 'string') return 'unknown';
  return {
    id: String(p.id ?? id),
    status: p.status,
    externalReference: typeof p.external_reference === 'string' ? p.external_reference : null,
    transactionAmount: typeof p.transaction_amount === 'number' ? p.transaction_amount : Number.NaN,
    currencyId: typeof p.currency_id === 'string' ? p.currency_id : null,
    collectorId: idText(p.collector_id ?? (p.collector as { id?: unknown } | undefined)?.id),
    amountRefunded:
      typeof p.transaction_amount_refunded === 'number' ? p.transaction_amount_refunded : 0,
  };
}

const idText = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v) : null);

/** The shop's own account id, read once per configuration from `GET /users/me` (API.md round 4:
 * only payments collected by it count); 'unreachable' is not remembered, so the next try reads. */
const ownIds = new WeakMap<MpConfig, string>();
export async function ownAccountId(config: MpConfig): Promise<string | 'unreachable'> {
  const known = ownIds.get(config);
  if (known) return known;
  const res = await call(config, '/users/me');
  const id = idText((res.body as { id?: unknown } | null)?.id);
  if (res.status !== 200 || !id) return 'unreachable';
  ownIds.set(config, id);
  return id;
}

/** The HMAC-SHA256 (hex) of a webhook manifest with the webhook secret. */
export const webhookHmac = (secret: string) => (manifest: string) =>
  createHmac('sha256', secret).update(manifest).digest('hex');
