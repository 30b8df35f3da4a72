import type { Product } from '@feria/domain/schemas/api-types';
import { ProductImage } from '../../../components/product-image.tsx';
import { precioDe } from '../../../lib/format.ts';
import { firstImage } from '../../../lib/images.ts';

type Props = { product: Product; inTicket: number; onAdd: (product: Product) => void };

/**
 * One product of the point-of-sale grid: the whole card is the button. A product without stock
 * stays touchable (greyed) so the seller hears why it cannot be added.
 */
export function PosProductCard({ product, inTicket, onAdd }: Props) {
  const soldOut = product.stock <= 0;
  return (
    <button
      type="button"
      onClick={() => onAdd(product)}
      // Named by its visible text (WCAG 2.5.3, label in name), with "Agregar" for screen readers.
      className={`relative flex h-full w-full flex-col overflow-hidden rounded-xl text-left shadow-sm ring-1 ring-stone-200 hover:ring-brand-500 ${
        soldOut ? 'bg-stone-100' : 'bg-white'
      }`}
    >
      <span className="sr-only">Agregar </span>
      <ProductImage
        src={firstImage(product.url)}
        alt=""
        sizes="(min-width: 1024px) 200px, 45vw"
        greyed={soldOut}
        className="aspect-4/3!"
      />
      <span className="flex flex-1 flex-col gap-0.5 p-2">
        <span className="line-clamp-2 text-sm leading-tight font-semibold text-stone-900">
          {product.nombre}
        </span>
        <span className="text-xs text-stone-600">{product.medida}</span>
        <span className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 pt-1">
          <span className="text-base font-bold text-brand-700">{precioDe(product)}</span>
          <span className={`text-xs ${soldOut ? 'font-semibold text-red-700' : 'text-stone-500'}`}>
            {soldOut ? 'Sin stock' : `Stock ${product.stock}`}
          </span>
        </span>
      </span>
      {inTicket > 0 && (
        <span className="absolute top-2 right-2 z-10 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
          ×{inTicket}
        </span>
      )}
    </button>
  );
}
