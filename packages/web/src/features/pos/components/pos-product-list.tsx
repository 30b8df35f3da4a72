import { MSG } from '@feria/domain/messages/shop';
import { LOW_STOCK } from '@feria/domain/rules/catalog-view';
import { formatCantidad } from '@feria/domain/rules/weight';
import type { Product } from '@feria/domain/schemas/api-types';
import { precioDe } from '@feria/views/format.ts';
import { memo } from 'react';
import { useChunks } from '../../../lib/use-chunks.ts';
import { useAddToTicket, useTicketCount } from '../hooks/use-ticket.ts';
import { posThumb } from '../pictures.ts';

/**
 * Rows off screen are neither laid out nor painted: a touch or a keystroke then lays out and
 * paints a screenful, not 1,000 rows (issue 36). They are skipped a block of rows at a time, so
 * that the browser, after each touch, looks at 63 blocks rather than 1,000 rows to find those on
 * screen. Their DOM stays, so a screen reader, the search and the tests still find every product.
 * Each block keeps the height it last had; 16 rows of 68 px before it was ever drawn.
 */
const ROWS_PER_BLOCK = 16;
const OFF_SCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_1088px]';

type Props = { products: readonly Product[]; loading: boolean };

/** More rows than a phone shows at once (about 64 px each). */
const FIRST_ROWS = 24;
/** The rows added at a time after the first screen, each batch in its own task. */
const MORE_ROWS = 150;

/**
 * The stall's products as one compact list (a row each, about 64 px): a phone shows eight at a
 * time instead of two big cards. The whole row is the button; few left is marked in amber, none
 * in red (still touchable, so the seller hears why it cannot be added). Each row is memoised and
 * reads its own count in the ticket, so a touch or a keystroke re-renders the rows that changed
 * only. Asking for all the list's buttons by role (a test tool does) makes the browser work out
 * the style of every skipped row one by one: the bench finds a row by its place instead.
 */
export const PosProductList = memo(function PosProductList({ products, loading }: Props) {
  const add = useAddToTicket();
  // A screenful first, so the list answers a touch at once, then the rest a batch at a time (a
  // stall with 1,000 products drew them all in one long task: issue 36).
  const drawn = useChunks(products.length, MORE_ROWS, FIRST_ROWS);
  if (loading) {
    return (
      <p role="status" className="py-10 text-center text-stone-700">
        Cargando productos…
      </p>
    );
  }
  if (products.length === 0) {
    return <p className="py-10 text-center text-stone-700">{MSG.sinProductos}</p>;
  }
  const blocks: (readonly Product[])[] = [];
  for (let i = 0; i < drawn; i += ROWS_PER_BLOCK) {
    blocks.push(products.slice(i, Math.min(i + ROWS_PER_BLOCK, drawn)));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <ul> holds only <li>, not the blocks of rows
    <div
      role="list"
      aria-label="Productos"
      className="divide-y divide-stone-100 overflow-hidden rounded-xl bg-white ring-1 ring-stone-200 @3xl:divide-y-0"
    >
      {blocks.map((block, b) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a block is a place in the list
          key={b}
          className={`${OFF_SCREEN_SKIPPED} divide-y divide-stone-100 @3xl:grid @3xl:grid-cols-2 @3xl:divide-y-0`}
        >
          {block.map((product) => (
            // biome-ignore lint/a11y/useSemanticElements: inside a block, see the list above
            <div key={product.id} role="listitem" className="@3xl:border-b @3xl:border-stone-100">
              <ProductRow product={product} onAdd={add} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
});

type RowProps = { product: Product; onAdd: (product: Product) => void };

const ProductRow = memo(function ProductRow({ product, onAdd }: RowProps) {
  const inTicket = useTicketCount(product.id);
  const soldOut = product.stock <= 0;
  // A product sold by weight counts its stock in grams: under a kilo is "few left".
  const low = !soldOut && product.stock < (product.unidad === 'kg' ? 1000 : LOW_STOCK);
  const amount = (n: number) => (product.unidad === 'kg' ? formatCantidad('kg', n) : String(n));
  const thumb = posThumb(product.url);
  return (
    <button
      type="button"
      onClick={() => onAdd(product)}
      className={`flex min-h-16 w-full items-center gap-3 px-3 py-2 text-left hover:bg-brand-50 ${
        soldOut ? 'bg-stone-50' : ''
      }`}
    >
      {/* Named by its visible text (WCAG 2.5.3), with "Agregar" first for screen readers. */}
      <span className="sr-only">Agregar </span>
      {thumb ? (
        <img
          src={thumb}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className={`size-12 shrink-0 rounded-lg object-cover ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
      ) : (
        <span aria-hidden className="size-12 shrink-0 rounded-lg bg-brand-50" />
      )}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm leading-tight font-semibold text-stone-900">
          {product.nombre}
        </span>
        <span className="block truncate text-xs text-stone-700">{product.medida}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-0.5">
        <span className="text-sm font-bold text-brand-800 tabular-nums">{precioDe(product)}</span>
        <StockBadge stock={product.stock} low={low} shown={amount(product.stock)} />
      </span>
      {inTicket > 0 && (
        <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
          ×{amount(inTicket)}
        </span>
      )}
    </button>
  );
});

function StockBadge({ stock, low, shown }: { stock: number; low: boolean; shown: string }) {
  if (stock <= 0) {
    return <span className="text-xs font-semibold text-red-700">Sin stock</span>;
  }
  if (low) {
    return (
      <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
        Quedan {shown}
      </span>
    );
  }
  return <span className="text-xs text-stone-700">Stock {shown}</span>;
}
