// The Orders API part of the local Mercado Pago fake (MARKET §11), as Mercado Pago documents it:
// `POST /v1/orders` (type qr, dynamic mode; amounts are strings with two decimals; the same
// X-Idempotency-Key answers the same order), `GET /v1/orders/{id}`, `POST /v1/orders/{id}/cancel`
// (409 once the order is processed, expired or canceled). Statuses: created, processed, expired,
// canceled, refunded. `pay` processes an order and tells the shop's webhook (type=order).
import { randomUUID } from 'node:crypto';
import type http from 'node:http';

export type FakeOrder = {
  id: string;
  type: 'qr';
  status: string;
  status_detail: string;
  external_reference: string;
  total_amount: string;
  total_paid_amount?: string;
  description: string;
  expiration_time: string;
  config: { qr: { external_pos_id: string; mode: string } };
  transactions: { payments: { id: string; amount: string; status: string }[] };
  type_response: { qr_data: string };
};

type RecordedCall = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export type OrdersFake = {
  orders: Map<string, FakeOrder>;
  /** Every POST /v1/orders received (also those failed or left hanging). */
  created: RecordedCall[];
  /** Every POST /v1/orders/{id}/cancel received: the id and its headers. */
  cancels: { id: string; headers: http.IncomingHttpHeaders }[];
  /** The ids of every GET /v1/orders/{id}. */
  orderReads: string[];
  /** Sets an order's status as Mercado Pago would (processed pays the amount given, or all). */
  settle(id: string, status: string, paid?: string): FakeOrder;
};

type Answer = (status: number, body: unknown) => void;
type Mode = () => 'ok' | 'fail' | 'hang';

export function ordersFake(token: string) {
  let next = 1;
  const byKey = new Map<string, string>();
  const fake: OrdersFake = {
    orders: new Map(),
    created: [],
    cancels: [],
    orderReads: [],
    settle(id, status, paid) {
      const order = fake.orders.get(id);
      if (!order) throw new Error(`No hay orden ${id}`);
      order.status = status;
      order.status_detail = status === 'processed' ? 'accredited' : status;
      if (status === 'processed') order.total_paid_amount = paid ?? order.total_amount;
      for (const p of order.transactions.payments) p.status = status;
      return order;
    },
  };

  function create(body: Record<string, unknown>, key: string): FakeOrder {
    const known = fake.orders.get(byKey.get(key) ?? '');
    if (known) return known;
    const n = next++;
    const id = `ORD01FAKE${String(n).padStart(6, '0')}`;
    const b = body as unknown as FakeOrder;
    const amount = String(b.total_amount);
    const order: FakeOrder = {
      id,
      type: 'qr',
      status: 'created',
      status_detail: 'created',
      external_reference: String(b.external_reference),
      total_amount: amount,
      description: String(b.description),
      expiration_time: String(b.expiration_time),
      config: b.config,
      transactions: {
        payments: [{ id: `PAY01FAKE${String(n).padStart(6, '0')}`, amount, status: 'created' }],
      },
      // An EMVCo payload like Mercado Pago's; what matters is that it is drawn as it comes.
      type_response: {
        qr_data: `00020101021243650016COM.MERCADOLIBRE0201306360${id}5204970053030325802AR5910FERIA6304${n}`,
      },
    };
    byKey.set(key, id);
    fake.orders.set(id, order);
    return order;
  }

  /** Handles the Orders API's paths; false for any other. */
  async function handle(
    req: http.IncomingMessage,
    url: URL,
    body: () => Promise<string>,
    answer: Answer,
    mode: Mode,
  ): Promise<boolean> {
    const cancel = url.pathname.match(/^\/v1\/orders\/([^/]+)\/cancel$/);
    const one = url.pathname.match(/^\/v1\/orders\/([^/]+)$/);
    if (!(req.method === 'POST' && url.pathname === '/v1/orders') && !cancel && !one) return false;
    let parsed: Record<string, unknown> = {};
    if (req.method === 'POST' && !cancel) {
      parsed = JSON.parse(await body()) as Record<string, unknown>;
      fake.created.push({ headers: req.headers, body: parsed });
    } else if (cancel) {
      fake.cancels.push({ id: decodeURIComponent(cancel[1] ?? ''), headers: req.headers });
    } else if (one && req.method === 'GET') {
      fake.orderReads.push(decodeURIComponent(one[1] ?? ''));
    } else return false;
    if (mode() === 'hang') return true; // never answers; closed with the server
    if (mode() === 'fail') {
      answer(500, { errors: [{ code: 'internal_error', message: 'internal error' }] });
      return true;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      answer(401, { errors: [{ code: 'unauthorized', message: 'invalid access token' }] });
      return true;
    }
    if (!cancel && !one) {
      const key = req.headers['x-idempotency-key'];
      if (typeof key !== 'string' || !key) {
        answer(400, { errors: [{ code: 'empty_required_header', message: 'X-Idempotency-Key' }] });
        return true;
      }
      answer(201, create(parsed, key));
      return true;
    }
    const id = decodeURIComponent((cancel ?? one)?.[1] ?? '');
    const order = fake.orders.get(id);
    if (!order) {
      answer(404, { errors: [{ code: 'order_not_found', message: 'Order not found' }] });
      return true;
    }
    if (!cancel) {
      answer(200, order);
      return true;
    }
    if (order.status !== 'created' && order.status !== 'action_required') {
      answer(409, { errors: [{ code: 'cannot_cancel_order', message: `status ${order.status}` }] });
      return true;
    }
    answer(200, fake.settle(id, 'canceled'));
    return true;
  }

  return { fake, handle, newKey: () => randomUUID() };
}
