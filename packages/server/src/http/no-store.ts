// API.md "Bodies": answers carrying personal or staff data have `Cache-Control: no-store`. The
// robust form (issue 12): every /api answer, refusals included, except the public reads below
// made without a session (the catalogue a visitor sees, the carousel, the shop's config, health).
import type { FastifyInstance, FastifyRequest } from 'fastify';

const PUBLIC_READS = new Set([
  '/api/sheets/data',
  '/api/sheets/data/:id',
  '/api/sheets/search/:term',
  '/api/sheets/filter/marca/:brand',
  '/api/sheets/filter/:category',
  '/api/sheets/categories',
  '/api/sheets/marcas',
  '/api/catalog',
  '/api/sheets/seccion',
  '/api/config',
  '/api/health',
]);

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
  const route = request.routeOptions.url;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    route !== undefined &&
    PUBLIC_READS.has(route) &&
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
