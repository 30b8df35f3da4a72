// Issue 63: Meta's Cloud API as the WhatsApp bench needs it, in front of the tests' fake
// (packages/server/test/support/whatsapp-fake.ts, which takes each message and answers its wamid).
// Two things the fake leaves to its tests: the throughput limit, held here as Meta holds it (a
// business number also used in the WhatsApp Business app sends at most 20 messages a second;
// past that Meta answers error 130429, "Rate limit hit", until it is within its level again),
// and the status webhooks: every message taken gets `sent`, `delivered` and `read`, each one
// delivered twice at a random moment of the following WEBHOOK_SPREAD_MS (so out of order), signed
// with the app's secret as Meta signs them (X-Hub-Signature-256).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWhatsappFake } from '../../packages/server/test/support/whatsapp-fake.ts';

export type Attempt = {
  /** performance.now() when the request reached Meta. */
  at: number;
  to: string;
  template: string;
  /** The template's second body parameter: the order's number in every notice of §13.3. */
  pedido: string;
  status: number;
  wamid?: string;
};

type Options = {
  /** Messages taken in any second; more are answered 130429. */
  perSecond: number;
  /** The app's secret the webhooks are signed with; none: no webhooks. */
  secret?: string;
  /** A seed, so every run delivers the webhooks in the same order. */
  seed?: number;
};

const WINDOW_MS = 1_000;
const WEBHOOK_SPREAD_MS = 1_500;
const STATUSES = ['sent', 'delivered', 'read'] as const;
const rank = (status: string) => STATUSES.indexOf(status as (typeof STATUSES)[number]);

/** A small deterministic generator, as the other benches use. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** The most of `times` (ms) that fall within any window of `ms`. */
export function maxPerWindow(times: readonly number[], ms = WINDOW_MS): number {
  const sorted = [...times].sort((a, b) => a - b);
  let best = 0;
  let from = 0;
  for (let i = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[from]! >= ms) from++;
    best = Math.max(best, i - from + 1);
  }
  return best;
}

const rateLimitBody = JSON.stringify({
  error: {
    message: '(#130429) Rate limit hit',
    type: 'OAuthException',
    code: 130429,
    error_data: {
      messaging_product: 'whatsapp',
      details: 'Cloud API message throughput has been reached.',
    },
    fbtrace_id: 'Abench',
  },
});

function statusWebhook(wamid: string, to: string, status: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5493424000000', phone_number_id: 'bench' },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: to,
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

export async function startMetaFront(options: Options) {
  const fake = await startWhatsappFake();
  const next = random(options.seed ?? 63);
  const attempts: Attempt[] = [];
  const taken: number[] = [];
  const deliveries: Promise<void>[] = [];
  const webhookAnswers = new Map<number, number>();
  /** Per message, the statuses in the order they were delivered. */
  const deliveredOrder = new Map<string, string[]>();

  async function deliver(url: string, secret: string, wamid: string, to: string, status: string) {
    const body = statusWebhook(wamid, to, status);
    const signature = createHmac('sha256', secret).update(body).digest('hex');
    deliveredOrder.set(wamid, [...(deliveredOrder.get(wamid) ?? []), status]);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
      body,
    }).catch(() => null);
    await res?.arrayBuffer();
    const code = res?.status ?? 0;
    webhookAnswers.set(code, (webhookAnswers.get(code) ?? 0) + 1);
  }

  function scheduleWebhooks(wamid: string, to: string) {
    const { secret } = options;
    const url = front.webhookUrl;
    if (!secret || !url) return;
    for (const status of [...STATUSES, ...STATUSES]) {
      const wait = next() * WEBHOOK_SPREAD_MS;
      deliveries.push(
        new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() =>
          deliver(url, secret, wamid, to, status),
        ),
      );
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const at = performance.now();
      const raw = Buffer.concat(chunks);
      const body = JSON.parse(raw.toString('utf8') || '{}') as {
        to?: string;
        template?: { name: string; components: { parameters: { text: string }[] }[] };
      };
      const attempt: Attempt = {
        at,
        to: body.to ?? '',
        template: body.template?.name ?? 'texto',
        pedido: body.template?.components[0]?.parameters[1]?.text ?? '',
        status: 400,
      };
      attempts.push(attempt);
      while (taken.length > 0 && at - taken[0]! >= WINDOW_MS) taken.shift();
      if (taken.length >= options.perSecond) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(rateLimitBody);
        return;
      }
      taken.push(at);
      const answer = await fetch(`${fake.url.replace(/\/v24\.0$/, '')}${req.url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: req.headers.authorization ?? '',
        },
        body: raw,
      });
      const text = await answer.text();
      attempt.status = answer.status;
      attempt.wamid = (JSON.parse(text) as { messages?: { id: string }[] }).messages?.[0]?.id;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
      if (attempt.wamid) scheduleWebhooks(attempt.wamid, attempt.to);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const front = {
    /** `WHATSAPP_API_URL` for the shop. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v24.0`,
    /** The shop's /api/whatsapp/webhook, once it listens. */
    webhookUrl: '',
    attempts,
    /** The messages Meta took (answered with a wamid). */
    accepted: () => attempts.filter((a) => a.wamid),
    /** How many were answered 130429. */
    limited: () => attempts.filter((a) => a.status === 400 && !a.wamid).length,
    /** Every webhook delivered so far and the shop's answer to it, by HTTP status. */
    webhookAnswers,
    /** Messages some status of which was delivered after a later one (delivered after read…). */
    outOfOrder: () =>
      [...deliveredOrder.values()].filter((order) =>
        order.some((s, i) => i > 0 && rank(s) < rank(order[i - 1]!)),
      ).length,
    /** Resolves once every webhook scheduled so far was delivered and answered. */
    webhooksDone: async () => {
      let done = 0;
      while (done < deliveries.length) {
        const upTo = deliveries.length;
        await Promise.all(deliveries.slice(done, upTo));
        done = upTo;
      }
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
    },
  };
  return front;
}
