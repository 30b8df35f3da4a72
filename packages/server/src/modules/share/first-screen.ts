// First screens: what the server paints into a storefront page's HTML, inside #root after the
// static header, so a phone shows the page's main picture before the JavaScript arrives. Each is
// drawn with the same classes as the React component that then takes it over (domain hero.ts,
// detail.ts, catalog-look.ts), so React draws the same picture in the same place; every value is
// escaped. Nothing in them can be pressed or typed into: what a shopper does waits for React.

import { CARD_CLASSES, CATALOG_CLASSES } from '@feria/domain/look/catalog';
import { DETAIL_CLASSES, galleryAlt } from '@feria/domain/look/detail';
import { HERO_CLASSES } from '@feria/domain/look/hero';
import { SQUARE_PICTURE } from '@feria/domain/look/pictures';
import { categoryView } from '@feria/domain/rules/catalog';
import { escapeHtml } from '@feria/domain/rules/escape-html';
import { firstImage, parseImageList } from '@feria/domain/rules/images';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import { PICTURE_SIZES, uploadSrcSet } from '@feria/domain/rules/pictures';
import { viewHref } from '@feria/domain/rules/storefront';

type Picture = { url: string; sizes: string; alt: string; width: number; height: number };

/** The page's largest picture, eager and first in line, with the same widths React asks for. */
function picture(p: Picture, className: string): string {
  const srcset = uploadSrcSet(p.url);
  const set = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(p.sizes)}"` : '';
  return (
    `<img src="${escapeHtml(p.url)}"${set} alt="${escapeHtml(p.alt)}" width="${p.width}"` +
    ` height="${p.height}" fetchpriority="high" decoding="sync" class="${className}" />`
  );
}

const main = (inner: string) => `<main id="contenido" class="flex-1">${inner}</main>`;

/** The home: the carousel's first slide as HeroCarousel draws it. */
export function heroFirstScreen(slide: { imageUrl: string; texto: string }): string {
  const image = picture(
    { url: slide.imageUrl, sizes: PICTURE_SIZES.slide, alt: '', width: 1024, height: 384 },
    HERO_CLASSES.picture,
  );
  const text = `<p class="${HERO_CLASSES.text}">${escapeHtml(slide.texto)}</p>`;
  return main(
    `<section class="${HERO_CLASSES.section}"><div class="grid">` +
      `<div class="${HERO_CLASSES.slide}">${image}${text}</div></div></section>`,
  );
}

/** /product/{id}: the breadcrumb and the main picture as ProductDetail draws them; '' without one. */
export function productFirstScreen(product: {
  nombre: string;
  categoria: string;
  url: string;
}): string {
  const images = parseImageList(product.url);
  const first = images[0];
  if (!first) return '';
  const c = DETAIL_CLASSES;
  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" class="${c.breadcrumbLink}">${escapeHtml(text)}</a>`;
  const category = viewHref('/product', categoryView(product.categoria));
  const crumbs =
    `<nav aria-label="Ruta de navegación" class="${c.breadcrumb}"><ol class="${c.breadcrumbList}">` +
    `<li>${link('/product', 'Productos')}</li><li aria-hidden="true">›</li>` +
    `<li>${link(category, product.categoria)}</li></ol></nav>`;
  const alt = galleryAlt(product.nombre, 0, images.length);
  const image = picture(
    { url: first, sizes: PICTURE_SIZES.detail, alt, width: 640, height: 640 },
    c.picture,
  );
  const gallery =
    `<section aria-label="Imágenes de ${escapeHtml(product.nombre)}" class="${c.gallery}">` +
    `<div class="${c.frame}">${image}</div></section>`;
  return main(`<div class="${c.layout}">${crumbs}${gallery}</div>`);
}

type Card = { id: number; nombre: string; precio: number; url: string };

/**
 * /product: the title, room for the search and the filters, and the first cards (picture, name,
 * price) as CatalogPage and ProductCard draw them; '' when the first card has no picture.
 */
export function catalogFirstScreen(shown: readonly Card[]): string {
  const c = CATALOG_CLASSES;
  const k = CARD_CLASSES;
  if (!shown[0] || firstImage(shown[0].url) === '') return '';
  const card = (product: Card) => {
    const url = firstImage(product.url);
    const image = url
      ? picture(
          { url, sizes: PICTURE_SIZES.card, alt: '', width: 640, height: 640 },
          SQUARE_PICTURE,
        )
      : '<div class="aspect-square bg-brand-50"></div>';
    const name = escapeHtml(product.nombre);
    const price = escapeHtml(formatMoney(toCents(product.precio)));
    return (
      `<li><article class="${k.card}">${image}<div class="${k.body}">` +
      `<h3 class="${k.name}">${name}</h3><p class="${k.price}">${price}</p></div></article></li>`
    );
  };
  // Room for the search box, the filters' button of a phone and the folded filters (a column
  // beside the results from md), spaced as CatalogSidebar's.
  const sidebar =
    `<div aria-hidden="true" class="${c.sidebar}"><div class="h-11 md:h-24"></div>` +
    '<div class="h-11 md:hidden"></div><div class="hidden"></div></div>';
  const results =
    `<section class="${c.results}"><div class="${c.countLine}">` +
    `<p class="${c.count}">Cargando productos…</p></div>` +
    `<ul class="${k.grid}">${shown.map(card).join('')}</ul></section>`;
  return main(
    `<div class="${c.page}"><h1 class="${c.title}">Productos</h1>` +
      `<div class="${c.layout}">${sidebar}${results}</div></div>`,
  );
}
