import { productInView, type QueryReader, viewFromQuery } from '@feria/domain/rules/catalog';
import { PAGE_SOURCES } from '@feria/views/page-files.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idFrom } from '../../http/id-param.ts';
import { indexHtml, sendIndex } from '../../http/static.ts';
import { listSections } from '../carousel/service.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { findProduct } from '../catalog/service.ts';
import { upcomingFerias } from '../ferias/service.ts';
import { loadPainter } from './first-screen.ts';
import { type Head, modulePreload, withHead } from './head.ts';
import { pageCode } from './page-code.ts';
import { catalogHead, homeHead, productHead } from './service.ts';

/** The query string of a request as the domain's view reader (first value of each key). */
function queryReader(query: unknown): QueryReader {
  const q = (query ?? {}) as Record<string, unknown>;
  return {
    get(name) {
      const value = q[name];
      const first = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? first : null;
    },
  };
}

/**
 * The storefront's main pages are the web app like any other path, with tags in the head: the
 * product's share preview on /product/{id}, and preloads of each page's data, main pictures and
 * code. These routes are more specific than the static wildcard, so the SPA fallback stays as it
 * is; http/static.ts leaves "/" to this module when it is registered first. A page whose extra
 * tags cannot be made (unknown product, no built web) is the plain index.html, like any other.
 */
export function shareRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    config: Pick<Config, 'SHOP_NAME' | 'publicUrl'>;
    cache: CatalogCache;
    webDir: string;
  },
): void {
  const { db, config, cache } = opts;
  const html = indexHtml(opts.webDir);
  const codeOf = pageCode(opts.webDir);
  const pub = { config: { access: 'public' as const } };
  const shop = { publicUrl: config.publicUrl, shopName: config.SHOP_NAME };

  async function page(reply: FastifyReply, head: () => Promise<Head | null>, source?: string) {
    const index = html.read();
    await loadPainter();
    const extra = index ? await head() : null;
    if (!index || !extra) return sendIndex(reply, index);
    const code = source ? codeOf(source, index).map(modulePreload) : [];
    return sendIndex(reply, withHead(index, { ...extra, tags: [...extra.tags, ...code] }));
  }

  app.get('/', pub, (_request, reply) =>
    page(
      reply,
      async () => {
        const now = new Date();
        const open = (await upcomingFerias(db, now)).filter((f) => f.abierta);
        return homeHead(await listSections(db), open);
      },
      PAGE_SOURCES.home,
    ),
  );

  app.get('/product', pub, (request, reply) =>
    page(
      reply,
      async () => {
        const view = viewFromQuery(queryReader(request.query));
        // Only the first two matter; a search uses the cache's ready-made search texts.
        const candidates = await cache.find(view.kind === 'search' ? { q: view.value } : {});
        const shown = [];
        for (const product of candidates) {
          if (shown.length === 2) break;
          if (productInView(product, view)) shown.push(product);
        }
        return catalogHead(shown);
      },
      PAGE_SOURCES.catalog,
    ),
  );

  app.get<{ Params: { id: string } }>('/product/:id', pub, (request, reply) =>
    page(
      reply,
      async () => {
        const id = idFrom(request.params.id);
        if (id === null) return null;
        const product = await findProduct(db, id, { includeUnpublished: false });
        return product ? productHead(product, shop) : null;
      },
      PAGE_SOURCES.product,
    ),
  );
}
