import { firstImage } from '@feria/domain/rules/images';
import { centsToFixed, formatMoney, toCents } from '@feria/domain/rules/money';
import { PICTURE_SIZES } from '@feria/domain/rules/pictures';
// Share previews: a product link pasted in WhatsApp, Telegram or a social network shows a card
// with the product's name, price, description and picture. Those crawlers do not run JavaScript,
// so the server writes the Open Graph and Twitter tags into index.html itself.

import type { Feria } from '@feria/domain/rules/ferias';
import type { Product, Section } from '@feria/domain/schemas/api-types';
import { heroSlides } from '@feria/views/hero-view.tsx';
import { paintCatalog, paintHome, paintProduct } from './first-screen.ts';
import { fetchPreload, type Head, imagePreload, shareTags } from './head.ts';

/** Crawlers cut long descriptions anyway; a whole word and an ellipsis read better. */
export function shortText(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const absolute = (publicUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** The head of /product/{id}: title, description, Open Graph, Twitter, and preloads. */
export function productHead(product: Product, shop: { publicUrl: string; shopName: string }): Head {
  const price = formatMoney(toCents(product.precio));
  const title = `${product.nombre} · ${price}`;
  const details = [product.marca, product.medida].filter((s) => s.trim() !== '').join(' · ');
  const description = shortText(`${details ? `${details}. ` : ''}${product.descripcion}`);
  const image = firstImage(product.url);
  const pageUrl = `${shop.publicUrl}/product/${product.id}`;
  const tags = shareTags({
    type: 'product',
    siteName: shop.shopName,
    pageUrl,
    title,
    description,
    image: image ? { url: absolute(shop.publicUrl, image), alt: product.nombre } : undefined,
    extra: [
      ['product:price:amount', centsToFixed(toCents(product.precio))],
      ['product:price:currency', 'ARS'],
    ],
  });
  tags.push(fetchPreload(`/api/sheets/data/${product.id}`));
  if (!image) return { title, description, tags };
  tags.push(imagePreload(image, PICTURE_SIZES.detail));
  return { title, description, tags, firstScreen: paintProduct(product) };
}

/** The head of the home page: its data, and the first slide's picture (its largest paint). */
export function homeHead(sections: readonly Section[], openFerias: readonly Feria[]): Head {
  const first = heroSlides(sections)[0];
  const tags = [fetchPreload('/api/sheets/seccion'), fetchPreload('/api/sheets/data')];
  if (!first?.imageUrl) return { tags };
  // The picture is in the first screen's <img>; its preload stays for the browsers that look at
  // preloads before they reach the body.
  tags.push(imagePreload(first.imageUrl, PICTURE_SIZES.slide));
  return { tags, firstScreen: paintHome(sections, openFerias) };
}

/**
 * The head of the catalogue: the published products it filters in the browser, and the pictures
 * of the first two cards of the list the URL asks for (the two the page loads eagerly).
 */
export function catalogHead(shown: readonly Product[]): Head {
  const pictures = shown
    .slice(0, 2)
    .map((p) => firstImage(p.url))
    .filter((url) => url !== '');
  return {
    tags: [
      fetchPreload('/api/sheets/data'),
      ...pictures.map((url) => imagePreload(url, PICTURE_SIZES.card)),
    ],
    firstScreen: paintCatalog(shown.slice(0, 2)),
  };
}
