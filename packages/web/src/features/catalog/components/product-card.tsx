import type { Product } from '@feria/domain/schemas/api-types';
import { Link } from 'react-router';
import { pesos } from '../../../lib/format.ts';
import { firstImage } from '../../../lib/images.ts';
import { ProductImage } from './product-image.tsx';

type Props = {
  product: Product;
  badge?: string;
  eager?: boolean;
  onAdd?: (product: Product) => void;
};

/** SPEC §2 product card: first picture, name, brand, measure, price, "Agregar" or "Sin stock". */
export function ProductCard({ product, badge, eager, onAdd }: Props) {
  const soldOut = product.stock <= 0;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      {badge && (
        <span className="absolute top-2 left-2 z-10 rounded-full bg-earth-500 px-2 py-0.5 text-xs font-bold text-white">
          {badge}
        </span>
      )}
      <Link to={`/product/${product.id}`} className="block" aria-label={`Ver ${product.nombre}`}>
        <ProductImage
          src={firstImage(product.url)}
          alt={product.nombre}
          sizes="(min-width: 1024px) 25vw, 50vw"
          eager={eager}
          greyed={soldOut}
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm leading-tight font-semibold text-stone-900 sm:text-base">
          <Link to={`/product/${product.id}`} className="hover:underline">
            {product.nombre}
          </Link>
        </h3>
        <p className="text-xs text-stone-600">{product.marca}</p>
        <p className="text-xs text-stone-600">{product.medida}</p>
        <p className="mt-auto pt-1 text-base font-bold text-brand-700">{pesos(product.precio)}</p>
        {soldOut ? (
          <button
            type="button"
            disabled
            className="mt-1 min-h-11 rounded-lg bg-stone-200 px-3 text-sm font-semibold text-stone-600"
          >
            Sin stock
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onAdd?.(product)}
            className="mt-1 min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
            aria-label={`Agregar ${product.nombre}`}
          >
            Agregar
          </button>
        )}
      </div>
    </article>
  );
}
