import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { MSG } from '@feria/domain/messages/shop';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const YEAR = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';
/** The service worker and the manifest name the files of the release: a device asks each time. */
const ALWAYS_ASKED = /(^|[\\/])(sw\.js|manifest\.webmanifest)$/;

export type IndexHtml = { read(): string | null };

/** index.html read once (and again if it was missing, e.g. built after the server started). */
export function indexHtml(dist = webDist): IndexHtml {
  let cached: string | null = null;
  return {
    read() {
      if (cached) return cached;
      const file = path.join(dist, 'index.html');
      cached = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      return cached;
    },
  };
}

export function sendIndex(reply: FastifyReply, html: string | null) {
  if (!html) {
    return reply.code(503).type('text/plain; charset=utf-8').send(MSG.webSinCompilar);
  }
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The built web app (hashed assets cached for a year) and the SPA fallback. Pictures are
 * served from the database by the images module. */
export async function registerStatic(
  app: FastifyInstance,
  opts: { webDir: string; html: IndexHtml },
) {
  const { webDir, html } = opts;
  if (fs.existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      wildcard: true,
      list: false,
      // The build writes .br and .gz beside each script and stylesheet (web vite.config.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? YEAR : ALWAYS_ASKED.test(file) ? 'no-cache' : HOUR);
      },
    });
  }
  // The share module may serve "/" itself (with preloads in the head); otherwise the plain page.
  if (!app.hasRoute({ method: 'GET', url: '/' })) {
    app.get('/', (_request, reply) => sendIndex(reply, html.read()));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.url.startsWith('/uploads/')) {
      return reply.code(404).send({ error: MSG.rutaNoEncontrada });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: MSG.rutaNoEncontrada });
    }
    return sendIndex(reply, html.read());
  });
}
