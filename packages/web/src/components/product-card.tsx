import { CARD_CLASSES } from '@feria/domain/look/catalog';
import { PICTURE_SIZES } from '@feria/domain/rules/pictures';
import type { Product } from '@feria/domain/schemas/api-types';
import { Link } from 'react-router';
import { precioDe } from '../lib/format.ts';
import { firstImage } from '../lib/images.ts';
import { ProductImage } from './product-image.tsx';

type Props = {
  product: Product;
  badge?: string;
  eager?: boolean;
  onAdd?: (product: Product) => void;
};

/** The grid's `sizes`: 2 columns on a phone, 4 from lg (with the catalogue's sidebar beside). */
const CARD_SIZES = PICTURE_SIZES.card;

/**
 * SPEC §2 product card: first picture, name, brand, measure, price, "Agregar" or "Sin stock".
 * Every line has a fixed height (name clamped to two lines) so all cards are the same size and
 * the grid never moves when the products arrive.
 */
export function ProductCard({ product, badge, eager, onAdd }: Props) {
  const soldOut = product.stock <= 0;
  return (
    <article className={CARD_CLASSES.card}>
      {badge && (
        <span className="absolute top-2 left-2 z-10 rounded-full bg-earth-700 px-2 py-0.5 text-xs font-bold text-white">
          {badge}
        </span>
      )}
      <Link to={`/product/${product.id}`} tabIndex={-1} aria-hidden className="block">
        <ProductImage
          src={firstImage(product.url)}
          alt=""
          sizes={CARD_SIZES}
          eager={eager}
          greyed={soldOut}
        />
      </Link>
      <div className={CARD_CLASSES.body}>
        <h3 className={CARD_CLASSES.name}>
          <Link to={`/product/${product.id}`} className="hover:underline">
            {product.nombre}
          </Link>
        </h3>
        <p className="mt-1 text-xs break-words text-stone-600">{product.marca}</p>
        <p className="truncate text-xs text-stone-600">{product.medida}</p>
        <p className={CARD_CLASSES.price}>{precioDe(product)}</p>
        {soldOut ? (
          <button
            type="button"
            disabled
            className="mt-2 min-h-11 rounded-lg bg-stone-200 px-3 text-sm font-semibold text-stone-600"
          >
            Sin stock
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onAdd?.(product)}
            className="mt-2 min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`Agregar ${product.nombre}`}
          >
            Agregar
          </button>
        )}
      </div>
    </article>
  );
}

/** A card-sized placeholder while the products load (same height as a card: nothing jumps). */
function ProductCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-stone-200"
    >
      <div className="aspect-square animate-pulse bg-stone-100" />
      <div className="flex flex-col p-3">
        <div className="min-h-[2lh] text-sm leading-snug sm:text-base">
          <div className="h-4 w-4/5 rounded bg-stone-100" />
        </div>
        <p className="mt-1 text-xs">&nbsp;</p>
        <p className="text-xs">&nbsp;</p>
        <p className="pt-2 text-base">&nbsp;</p>
        <div className="mt-2 min-h-11 rounded-lg bg-stone-100" />
      </div>
    </div>
  );
}

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/** Eight placeholders: the first page of a grid while it loads. */
export function ProductCardSkeletons() {
  return SKELETON_KEYS.map((key) => <ProductCardSkeleton key={key} />);
}
