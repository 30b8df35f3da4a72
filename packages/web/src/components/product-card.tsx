import type { Product } from '@feria/domain/schemas/api-types';
import { ProductCardView } from '@feria/views/product-card-view.tsx';
import { RouterLink } from './router-link.tsx';

type Props = {
  product: Product;
  badge?: string;
  eager?: boolean;
  onAdd?: (product: Product) => void;
};

/** SPEC §2 product card with its router links and "Agregar" (or "Sin stock"). */
export function ProductCard({ product, badge, eager, onAdd }: Props) {
  const soldOut = product.stock <= 0;
  return (
    <ProductCardView
      product={product}
      badge={badge}
      eager={eager}
      greyed={soldOut}
      link={RouterLink}
      action={
        soldOut ? (
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
        )
      }
    />
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
