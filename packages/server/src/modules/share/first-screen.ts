// First screens: what the server paints into a storefront page's HTML, inside #root after the
// static header, so a phone shows the page's main picture before the JavaScript arrives. Each is
// drawn with the same classes as the React component that then takes it over (domain hero.ts,
// detail.ts), so React draws the same picture in the same place; every value is escaped.
import { categoryView } from '@feria/domain/catalog';
import { DETAIL_CLASSES, galleryAlt } from '@feria/domain/detail';
import { escapeHtml } from '@feria/domain/escape-html';
import { HERO_CLASSES } from '@feria/domain/hero';
import { parseImageList } from '@feria/domain/images';
import { PICTURE_SIZES, uploadSrcSet } from '@feria/domain/pictures';
import { viewHref } from '@feria/domain/storefront';

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
