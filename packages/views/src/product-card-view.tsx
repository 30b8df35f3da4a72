import { CARD_CLASSES } from '@feria/domain/look/catalog';
import { PICTURE_SIZES } from '@feria/domain/rules/pictures';
import type { Product } from '@feria/domain/schemas/api-types';
import type { ReactNode } from 'react';
import { precioDe } from './format.ts';
import { firstImage } from './images.ts';
import { ProductImage } from './product-image.tsx';
import { type LinkComponent, PlainLink } from './shop-link.tsx';

type Props = {
  product: Pick<Product, 'id' | 'nombre' | 'marca' | 'medida' | 'precio' | 'unidad' | 'url'>;
  badge?: string;
  eager?: boolean;
  greyed?: boolean;
  link?: LinkComponent;
  /** "Agregar" or "Sin stock"; none in the first screen the server paints. */
  action?: ReactNode;
};

/**
 * SPEC §2 product card as it is drawn: first picture, name, brand, measure, price and the action
 * it is given. Every line has a fixed height (name clamped to two lines) so all cards are the same
 * size and the grid never moves when the products arrive. The web app draws it with its router's
 * links and the button (ProductCard); the server paints the catalogue's first cards with it.
 */
export function ProductCardView({
  product,
  badge,
  eager,
  greyed,
  link: Link = PlainLink,
  action,
}: Props) {
  const href = `/product/${product.id}`;
  return (
    <article className={CARD_CLASSES.card}>
      {badge && (
        <span className="absolute top-2 left-2 z-10 rounded-full bg-earth-700 px-2 py-0.5 text-xs font-bold text-white">
          {badge}
        </span>
      )}
      <Link href={href} tabIndex={-1} aria-hidden className="block">
        <ProductImage
          src={firstImage(product.url)}
          alt=""
          sizes={PICTURE_SIZES.card}
          eager={eager}
          greyed={greyed}
        />
      </Link>
      <div className={CARD_CLASSES.body}>
        <h3 className={CARD_CLASSES.name}>
          <Link href={href} className="hover:underline">
            {product.nombre}
          </Link>
        </h3>
        <p className="mt-1 text-xs break-words text-stone-600">{product.marca}</p>
        <p className="truncate text-xs text-stone-600">{product.medida}</p>
        <p className={CARD_CLASSES.price}>{precioDe(product)}</p>
        {action}
      </div>
    </article>
  );
}
