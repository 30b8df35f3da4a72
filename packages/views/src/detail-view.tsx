import { DETAIL_CLASSES, galleryAlt } from '@feria/domain/look/detail';
import { categoryView, viewHref } from '@feria/domain/rules/catalog-view';
import { PICTURE_SIZES } from '@feria/domain/rules/pictures';
import type { HTMLAttributes, ReactNode } from 'react';
import { CATALOG_PATH } from './catalog-path.ts';
import { ProductImage } from './product-image.tsx';
import { type LinkComponent, PlainLink } from './shop-link.tsx';

type CrumbsProps = { categoria: string; link?: LinkComponent };

/** Productos › the product's category, each a link to that list. */
export function Breadcrumb({ categoria, link: Link = PlainLink }: CrumbsProps) {
  return (
    <nav aria-label="Ruta de navegación" className={DETAIL_CLASSES.breadcrumb}>
      <ol className={DETAIL_CLASSES.breadcrumbList}>
        <li>
          <Link href={CATALOG_PATH} className={DETAIL_CLASSES.breadcrumbLink}>
            Productos
          </Link>
        </li>
        <li aria-hidden>›</li>
        <li>
          <Link
            href={viewHref(CATALOG_PATH, categoryView(categoria))}
            className={DETAIL_CLASSES.breadcrumbLink}
          >
            {categoria}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

type GalleryProps = {
  images: readonly string[];
  name: string;
  current: number;
  /** The frame's swipe handlers. */
  events?: HTMLAttributes<HTMLDivElement>;
  /** Previous, next and "1 / 3" over the picture, thumbnails below: none in the first screen. */
  controls?: ReactNode;
  thumbnails?: ReactNode;
};

/**
 * The product's pictures as they are drawn: the current one large in its frame. ProductGallery
 * gives it its state and buttons; the server paints it with the first picture and no buttons
 * (the product's first screen, server share/first-screen.ts).
 */
export function GalleryView({ images, name, current, events, controls, thumbnails }: GalleryProps) {
  return (
    <section aria-label={`Imágenes de ${name}`} className={DETAIL_CLASSES.gallery}>
      <div className={DETAIL_CLASSES.frame} {...events}>
        <ProductImage
          key={images[current] ?? ''}
          src={images[current] ?? ''}
          alt={galleryAlt(name, current, images.length)}
          sizes={PICTURE_SIZES.detail}
          eager
        />
        {controls}
      </div>
      {thumbnails}
    </section>
  );
}
