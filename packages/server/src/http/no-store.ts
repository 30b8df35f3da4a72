// API.md "Bodies": answers carrying personal or staff data have `Cache-Control: no-store`. The
// robust form (issue 12): every /api answer, refusals included, except the public reads
// made without a session (the catalogue a visitor sees, the carousel, the shop's config, health),
// which declare it where they are declared (`PUBLIC_READ`, http/access.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The path as the router understands it ("/%61pi" is "/api"), or the raw one if it won't decode. */
function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function cacheable(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.config?.cacheable === true &&
    !request.user
  );
}

export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    const api =
      route !== undefined ? route.startsWith('/api') : decodedPath(request.url).startsWith('/api');
    if (api && !cacheable(request)) reply.header('cache-control', 'no-store');
  });
}
