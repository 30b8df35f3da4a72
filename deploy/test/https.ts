// HTTPS calls through Caddy, trusting only Caddy's own local authority (`tls internal`), over
// kept-alive connections as a browser makes them.
import https from 'node:https';

export type Answer = { status: number; headers: Record<string, string>; body: Buffer };

export type Client = {
  request(
    method: string,
    path: string,
    options?: { json?: unknown; headers?: Record<string, string> },
  ): Promise<Answer>;
  close(): void;
};

export function httpsClient(base: string, ca: string, timeoutMs = 15_000): Client {
  const agent = new https.Agent({ keepAlive: true, ca, maxSockets: 16 });
  return {
    request(method, path, { json, headers = {} } = {}) {
      const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      return new Promise((resolve, reject) => {
        const req = https.request(
          `${base}${path}`,
          {
            method,
            agent,
            timeout: timeoutMs,
            headers: {
              origin: base,
              ...(body ? { 'content-type': 'application/json' } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: Object.fromEntries(
                  Object.entries(res.headers).map(([k, v]) => [k, String(v)]),
                ),
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('timeout', () => req.destroy(new Error('sin respuesta a tiempo')));
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export const json = <T>(answer: Answer) => JSON.parse(answer.body.toString()) as T;
