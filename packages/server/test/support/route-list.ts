import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

/**
 * Every route the app has, read back from Fastify's own route tree (`printRoutes`), so a route
 * added later is fuzzed without anyone listing it. The tree prints each node's part of the path
 * under its parent, one level per four characters of indentation:
 *
 *   └── / (GET, HEAD)
 *       ├── api/sheets/sale (POST, GET, HEAD)
 *       │   ├── s/:userId (GET, HEAD)
 */
export function allRoutes(app: FastifyInstance): RouteEntry[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const stack: string[] = [];
  const out: RouteEntry[] = [];
  for (const line of lines) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) out.push({ method, url });
  }
  return out;
}
