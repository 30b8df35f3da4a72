// Pieces shared by the table row (wide screens) and the card (phones): the same names and
// labels in both, so a person and a test find the same buttons whatever the width.
import { stockLevel } from '@feria/domain/rules/catalog-view';
import { firstImage } from '@feria/domain/rules/images';
import { kgDeGramos } from '@feria/domain/rules/weight';
import type { Product } from '@feria/domain/schemas/api-types';
import { srcSet } from '@feria/views/images.ts';
import { iconButton } from '../../../components/ui/styles.ts';

export type RowActions = {
  onDetail: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onToggle: (product: Product) => void;
};

const STOCK_STYLE = {
  sin: 'bg-red-100 text-red-800 ring-red-300',
  poco: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  ok: 'text-stone-800 ring-transparent',
} as const;

/** SPEC §4 stock highlight: 0 red, below 5 yellow. */
export function StockBadge({ stock, unidad }: { stock: number; unidad?: string }) {
  const kg = unidad === 'kg'; // MARKET §8: stock in grams, shown in kg
  return (
    <span
      className={`inline-block min-w-10 rounded-md px-2 py-1 text-center font-semibold tabular-nums ring-1 ${STOCK_STYLE[stockLevel(kg ? Math.floor(stock / 1000) : stock)]}`}
    >
      {kg ? `${kgDeGramos(stock)} kg` : stock}
    </span>
  );
}

export function ProductThumb({ product, size }: { product: Product; size: 'sm' | 'md' }) {
  const image = firstImage(product.url);
  const box = size === 'sm' ? 'size-12' : 'size-16';
  if (!image) {
    return (
      <span
        className={`${box} flex shrink-0 items-center justify-center rounded-md bg-stone-100 text-center text-[10px] leading-tight text-stone-600`}
      >
        Sin imagen
      </span>
    );
  }
  return (
    <img
      src={image}
      srcSet={srcSet(image)}
      sizes={size === 'sm' ? '48px' : '64px'}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className={`${box} shrink-0 rounded-md object-cover ring-1 ring-stone-200`}
    />
  );
}

export function DetailButton({
  product,
  onDetail,
}: { product: Product } & Pick<RowActions, 'onDetail'>) {
  return (
    <button
      type="button"
      onClick={() => onDetail(product)}
      aria-label={`Ver descripción de ${product.nombre}`}
      className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline hover:bg-brand-50"
    >
      ver
    </button>
  );
}

/** The publish switch; a product without stock cannot be toggled, so it shows its state only. */
function PublishSwitch({ product, onToggle }: { product: Product; onToggle: () => void }) {
  const on = product.publicado === 'si';
  if (product.stock <= 0) {
    return (
      <span className="inline-flex min-h-11 items-center px-1 text-xs text-stone-500">
        {on ? 'Visible' : 'Oculto'}
      </span>
    );
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Publicar ${product.nombre}`}
      title={on ? 'Visible en la tienda' : 'Oculto en la tienda'}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center px-1"
    >
      <span
        className={`relative h-6 w-11 rounded-full transition-colors ${on ? 'bg-brand-600' : 'bg-stone-300'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${on ? 'left-5.5' : 'left-0.5'}`}
        />
      </span>
    </button>
  );
}

/** Edit, delete and the publish switch. */
export function RowButtons({
  product,
  onEdit,
  onDelete,
  onToggle,
}: { product: Product } & RowActions) {
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => onEdit(product)}
        aria-label={`Editar ${product.nombre}`}
        title="Editar"
        className={`${iconButton} text-brand-700`}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => onDelete(product)}
        aria-label={`Eliminar ${product.nombre}`}
        title="Eliminar"
        className={`${iconButton} text-red-700`}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
        </svg>
      </button>
      <PublishSwitch product={product} onToggle={() => onToggle(product)} />
    </div>
  );
}
