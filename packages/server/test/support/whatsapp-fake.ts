// A local stand-in for Meta's WhatsApp Cloud API (MARKET §13.3), started by the tests: it records
// every POST /{phone-number-id}/messages and answers as the test says (a wamid, an HTTP error with
// Meta's error body, or nothing at all). Never the real service. With `perSecond` set it also
// keeps Meta's throughput: a request that finds that many received in the last second is refused
// as Meta refuses it (HTTP 400, code 130429 "Rate limit hit", per its error-codes reference).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type FakeAnswer =
  | { kind: 'ok' }
  | { kind: 'status'; status: number; code?: number; title?: string }
  | { kind: 'hang' };

type ReceivedMessage = {
  /** Date.now() when the request arrived. */
  at: number;
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    template?: { name: string; language: { code: string }; components: unknown[] };
    text?: { body: string };
    [key: string]: unknown;
  };
};

export type WhatsappFake = {
  /** `WHATSAPP_API_URL` for the shop: http://127.0.0.1:{port}/v24.0 */
  url: string;
  received: ReceivedMessage[];
  /** The answers to give, in turn; when empty, `fallback`. */
  answers: FakeAnswer[];
  fallback: FakeAnswer;
  /** Meta's throughput: more requests than this within a second are refused with 130429. */
  perSecond: number | null;
  /** How many requests were refused with 130429. */
  rateLimited: number;
  /** Body parameters of each template received, in order. */
  parameters(): string[][];
  close(): Promise<void>;
};

/** On `port` (0: any free one). */
export async function startWhatsappFake(port = 0): Promise<WhatsappFake> {
  let next = 0;
  const sockets = new Set<Socket>();
  const fake: WhatsappFake = {
    url: '',
    received: [],
    answers: [],
    fallback: { kind: 'ok' },
    perSecond: null,
    rateLimited: 0,
    parameters: () =>
      fake.received.map((r) =>
        (
          (r.body.template?.components[0] as { parameters: { text: string }[] })?.parameters ?? []
        ).map((p) => p.text),
      ),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    // The e2e's look at what reached Meta (e2e/whatsapp-fake-server.ts).
    if (req.method === 'GET' && req.url === '/__received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fake.received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      const at = Date.now();
      const lastSecond = fake.received.filter((r) => r.at > at - 1000).length;
      fake.received.push({
        at,
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      const limited = fake.perSecond !== null && lastSecond >= fake.perSecond;
      if (limited) fake.rateLimited++;
      const answer: FakeAnswer = limited
        ? { kind: 'status', status: 400, code: 130429, title: 'Rate limit hit' }
        : (fake.answers.shift() ?? fake.fallback);
      if (answer.kind === 'hang') return; // the socket stays open until close()
      if (answer.kind === 'ok') {
        next += 1;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to }],
            messages: [{ id: `wamid.FAKE${next}` }],
          }),
        );
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: `(#${answer.code ?? 1}) ${answer.title ?? 'Error'}`,
            type: 'OAuthException',
            code: answer.code ?? 1,
            error_data: { messaging_product: 'whatsapp', details: answer.title ?? '' },
            fbtrace_id: 'Afake',
          },
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v24.0`;
  return fake;
}
