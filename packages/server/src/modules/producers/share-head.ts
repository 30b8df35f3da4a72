// The share preview of /suppliers/{id} (MARKET §4), like the product pages' (modules/share): the
// producer's name, town, story and photo in Open Graph and Twitter tags, written by the server
// because link crawlers do not run JavaScript. Never the contact or the commission.

import type { ProductorPublico } from '@feria/domain/schemas/producer';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { idFrom } from '../../http/id-param.ts';
import { indexHtml, sendIndex } from '../../http/static.ts';
import { fetchPreload, type Head, imagePreload, shareTags, withHead } from '../share/head.ts';
import { shortText } from '../share/service.ts';
import { producerPage } from './service.ts';

/** = the `sizes` of the photo in web features/suppliers/pages/supplier-page.tsx. */
const PRODUCER_PHOTO_SIZES = '(min-width: 768px) 440px, 100vw';

function producerHead(p: ProductorPublico, shop: { publicUrl: string; shopName: string }): Head {
  const title = p.localidad ? `${p.nombre} · ${p.localidad}` : p.nombre;
  const description = shortText(p.descripcion || `Productos de ${p.nombre} en ${shop.shopName}.`);
  const pageUrl = `${shop.publicUrl}/suppliers/${p.id}`;
  const tags = shareTags({
    type: 'profile',
    siteName: shop.shopName,
    pageUrl,
    title,
    description,
    image: p.foto ? { url: `${shop.publicUrl}${p.foto}`, alt: p.nombre } : undefined,
  });
  tags.push(fetchPreload(`/api/productores/${p.id}`));
  if (p.foto) tags.push(imagePreload(p.foto, PRODUCER_PHOTO_SIZES));
  return { title, description, tags };
}

/** GET /suppliers/{id}: the web app with the producer's preview; unknown ids get the plain page. */
export function producerShareRoute(
  app: FastifyInstance,
  opts: { db: Db; config: Pick<Config, 'SHOP_NAME' | 'publicUrl'>; webDir: string },
): void {
  const html = indexHtml(opts.webDir);
  const shop = { publicUrl: opts.config.publicUrl, shopName: opts.config.SHOP_NAME };
  app.get<{ Params: { id: string } }>(
    '/suppliers/:id',
    { config: { access: 'public' } },
    async (request, reply) => {
      const index = html.read();
      const id = idFrom(request.params.id);
      const page = index && id !== null ? await producerPage(opts.db, id, false) : null;
      if (!index || !page) return sendIndex(reply, index);
      const { items: _items, ...producer } = page;
      return sendIndex(reply, withHead(index, producerHead(producer as ProductorPublico, shop)));
    },
  );
}
