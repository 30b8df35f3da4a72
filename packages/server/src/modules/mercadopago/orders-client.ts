// Mercado Pago's Orders API for the stall's QR (MARKET §11): create a dynamic QR order, read one
// back, cancel one. Through client.ts's call (the access token, the timeout, nothing thrown).
import type { MpOrder, QrOrderBody } from '@feria/domain/rules/qr-puesto';
import { call, type MpConfig } from './client.ts';

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The fields Feria reads of an order as the Orders API sends it; null when it is not one. */
function toOrder(body: unknown): MpOrder | null {
  const o = body as Record<string, unknown> | null;
  if (!o || typeof o.id !== 'string' || typeof o.status !== 'string') return null;
  const payments = (o.transactions as { payments?: unknown } | undefined)?.payments;
  const first = Array.isArray(payments)
    ? (payments[0] as Record<string, unknown> | undefined)
    : undefined;
  const paid = o.total_paid_amount;
  return {
    id: o.id,
    status: o.status,
    externalReference: text(o.external_reference),
    totalPaidAmount: typeof paid === 'string' || typeof paid === 'number' ? paid : null,
    pagoId: text(first?.id),
  };
}

/** `POST /v1/orders`: the order's id and its `type_response.qr_data`, or null when Mercado Pago
 * fails or does not answer in time. The key makes a retry the same order at Mercado Pago. */
export async function createQrOrder(
  config: MpConfig,
  body: QrOrderBody,
  idempotencyKey: string,
): Promise<{ id: string; qrData: string } | null> {
  const res = await call(config, '/v1/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-idempotency-key': idempotencyKey },
    body: JSON.stringify(body),
  });
  if (res.status < 200 || res.status >= 300) return null;
  const o = res.body as { id?: unknown; type_response?: { qr_data?: unknown } } | null;
  const qrData = o?.type_response?.qr_data;
  return typeof o?.id === 'string' && typeof qrData === 'string' && qrData
    ? { id: o.id, qrData }
    : null;
}

/** `GET /v1/orders/{id}`: the order, 'unknown' when Mercado Pago has none by that id, and
 * 'unreachable' when it does not answer (or fails). */
export async function readOrder(
  config: MpConfig,
  id: string,
): Promise<MpOrder | 'unknown' | 'unreachable'> {
  const res = await call(config, `/v1/orders/${encodeURIComponent(id)}`);
  if (res.status === 0 || res.status >= 500) return 'unreachable';
  if (res.status !== 200) return 'unknown';
  return toOrder(res.body) ?? 'unknown';
}

/** `POST /v1/orders/{id}/cancel`: the order as it is after, 'refused' when Mercado Pago says no
 * (a 4xx: e.g. paid meanwhile), 'unreachable' when it does not answer. */
export async function cancelOrder(
  config: MpConfig,
  id: string,
  idempotencyKey: string,
): Promise<MpOrder | 'refused' | 'unreachable'> {
  const res = await call(config, `/v1/orders/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: { 'x-idempotency-key': idempotencyKey },
  });
  if (res.status === 0 || res.status >= 500) return 'unreachable';
  if (res.status < 200 || res.status >= 300) return 'refused';
  return toOrder(res.body) ?? 'refused';
}
