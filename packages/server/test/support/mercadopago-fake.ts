// A local stand-in for Mercado Pago's API (MARKET §7), started by the tests themselves: Checkout
// Pro preferences, payments, a checkout page whose "Pagar" approves a payment and notifies the
// shop's webhook signed as Mercado Pago signs it, and modes for failing and hanging. Never the
// real service. Its signing is written apart from the shop's (node:crypto, by hand).
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type OrdersFake, ordersFake } from './mercadopago-orders-fake.ts';

type FakeMode = 'ok' | 'fail' | 'hang';

type FakePayment = {
  id: string;
  status: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id?: string;
  collector_id?: number;
  transaction_amount_refunded?: number;
};

/** The shop's own account at the fake (`GET /users/me`). */
export const FAKE_COLLECTOR_ID = 202_511_270;

type Preference = {
  id: string;
  body: {
    items: { title: string; quantity: number; unit_price: number }[];
    external_reference: string;
    notification_url: string;
    back_urls: { success: string };
  };
};

type RecordedPreference = { headers: http.IncomingHttpHeaders; body: Preference['body'] };

export type MercadoPagoFake = OrdersFake & {
  url: string;
  mode: FakeMode;
  /** Every POST /checkout/preferences received, in order (also those failed or left hanging). */
  received: RecordedPreference[];
  payments: Map<string, FakePayment>;
  /** The ids of every GET /v1/payments/{id} received. */
  reads: string[];
  /** The query, headers and body of a notification about a payment, signed with the secret. */
  notification(
    paymentId: string,
    opts?: { ts?: string; secret?: string },
    type?: 'payment' | 'order',
  ): { query: string; headers: Record<string, string>; body: Record<string, unknown> };
  /** MARKET §11: the customer pays the order (all of it, or `paid`) and the shop's webhook
   * (the `webhookUrl` option) hears of it, signed; false when there is no such order. */
  payOrder(id: string, paid?: string): Promise<boolean>;
  close(): Promise<void>;
};

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMercadoPagoFake(opts: {
  /** The webhook secret it signs notifications with. */
  secret: string;
  /** The access token the shop must send. */
  token: string;
  port?: number;
  /** Where the shop's webhook is subscribed to the Order topic (QR orders carry no URL). */
  webhookUrl?: string;
}): Promise<MercadoPagoFake> {
  const { secret, token } = opts;
  const orders = ordersFake(token);
  const preferences = new Map<string, Preference>();
  const byKey = new Map<string, string>();
  const sockets = new Set<Socket>();
  let nextPayment = 1_000_000_001;

  const fake = {
    ...orders.fake,
    mode: 'ok' as FakeMode,
    received: [] as RecordedPreference[],
    payments: new Map<string, FakePayment>(),
    reads: [] as string[],
    notification(
      paymentId: string,
      sign: { ts?: string; secret?: string } = {},
      type: 'payment' | 'order' = 'payment',
    ) {
      const ts = sign.ts ?? String(Math.floor(Date.now() / 1000));
      const requestId = randomUUID();
      const id = /^[a-z0-9]+$/i.test(paymentId) ? paymentId.toLowerCase() : paymentId;
      const v1 = createHmac('sha256', sign.secret ?? secret)
        .update(`id:${id};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      return {
        query: `data.id=${encodeURIComponent(paymentId)}&type=${type}`,
        headers: {
          'x-signature': `ts=${ts},v1=${v1}`,
          'x-request-id': requestId,
          'content-type': 'application/json',
        },
        body: { action: `${type}.updated`, type, data: { id: paymentId } },
      };
    },
    async payOrder(id: string, paid?: string) {
      if (!fake.orders.has(id)) return false;
      fake.settle(id, 'processed', paid);
      if (opts.webhookUrl) {
        const n = fake.notification(id, {}, 'order');
        await fetch(`${opts.webhookUrl}?${n.query}`, {
          method: 'POST',
          headers: n.headers,
          body: JSON.stringify(n.body),
        });
      }
      return true;
    },
  };

  /** "Pagar" on the checkout page: the payment is approved and the shop is told. */
  async function pay(pref: Preference): Promise<string> {
    const id = String(nextPayment++);
    const cents = pref.body.items.reduce(
      (sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity,
      0,
    );
    fake.payments.set(id, {
      id,
      status: 'approved',
      external_reference: pref.body.external_reference,
      transaction_amount: cents / 100,
      currency_id: 'ARS',
      collector_id: FAKE_COLLECTOR_ID,
    });
    const n = fake.notification(id);
    await fetch(`${pref.body.notification_url}?${n.query}`, {
      method: 'POST',
      headers: n.headers,
      body: JSON.stringify(n.body),
    });
    const back = new URL(pref.body.back_urls.success);
    back.searchParams.set('collection_status', 'approved');
    back.searchParams.set('payment_id', id);
    return back.toString();
  }

  function checkoutPage(pref: Preference): string {
    const items = pref.body.items
      .map((i) => `<li>${esc(i.title)} × ${i.quantity}: $ ${i.unit_price.toFixed(2)}</li>`)
      .join('');
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Mercado Pago (prueba)</title></head>
<body><h1>Mercado Pago (prueba)</h1><ul>${items}</ul>
<form method="post" action="/checkout/v1/pay?pref_id=${esc(pref.id)}"><button type="submit">Pagar</button></form>
</body></html>`;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/checkout/preferences') {
      const body = JSON.parse(await readBody(req)) as Preference['body'];
      fake.received.push({ headers: req.headers, body });
      if (fake.mode === 'hang') return; // never answers; closed with the server
      if (fake.mode === 'fail') return json(res, 500, { message: 'internal_error' });
      if (req.headers.authorization !== `Bearer ${token}`) {
        return json(res, 401, { message: 'invalid access token' });
      }
      const key = String(req.headers['x-idempotency-key'] ?? randomUUID());
      const id = byKey.get(key) ?? `pref-${randomUUID()}`;
      byKey.set(key, id);
      if (!preferences.has(id)) preferences.set(id, { id, body });
      return json(res, 201, { id, init_point: `${fakeUrl}/checkout/v1/redirect?pref_id=${id}` });
    }
    if (req.method === 'GET' && url.pathname === '/users/me') {
      if (fake.mode === 'hang') return;
      if (req.headers.authorization !== `Bearer ${token}`) {
        return json(res, 401, { message: 'invalid access token' });
      }
      return json(res, 200, { id: FAKE_COLLECTOR_ID, nickname: 'FERIA' });
    }
    const payment = url.pathname.match(/^\/v1\/payments\/([^/]+)$/);
    if (req.method === 'GET' && payment) {
      fake.reads.push(decodeURIComponent(payment[1] ?? ''));
      if (fake.mode === 'hang') return;
      if (fake.mode === 'fail') return json(res, 500, { message: 'internal_error' });
      const found = fake.payments.get(decodeURIComponent(payment[1] ?? ''));
      return found ? json(res, 200, found) : json(res, 404, { message: 'Payment not found' });
    }
    const pref = preferences.get(url.searchParams.get('pref_id') ?? '');
    if (req.method === 'GET' && url.pathname === '/checkout/v1/redirect' && pref) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(checkoutPage(pref));
    }
    if (req.method === 'POST' && url.pathname === '/checkout/v1/pay' && pref) {
      res.writeHead(303, { location: await pay(pref) });
      return res.end();
    }
    const answer = (status: number, body: unknown) => json(res, status, body);
    if (
      await orders.handle(
        req,
        url,
        () => readBody(req),
        answer,
        () => fake.mode,
      )
    )
      return;
    // The customer's phone paying a QR: the e2e's stand-in for scanning it (not Mercado Pago's API).
    if (req.method === 'POST' && url.pathname === '/_test/orders/pay') {
      const ref = url.searchParams.get('external_reference');
      const order = [...fake.orders.values()].reverse().find((o) => o.external_reference === ref);
      if (!order) return json(res, 404, { message: 'order_not_found' });
      await fake.payOrder(order.id);
      return json(res, 200, fake.orders.get(order.id));
    }
    json(res, 404, { message: 'not_found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { message: String(err) }));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    url: fakeUrl,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}
