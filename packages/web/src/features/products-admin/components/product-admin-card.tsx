import type { Product } from '@feria/domain/schemas/api-types';
import { precioDe } from '@feria/views/format.ts';
import {
  DetailButton,
  ProductThumb,
  type RowActions,
  RowButtons,
  StockBadge,
} from './product-parts.tsx';

/** A product as a card on phones: the table's columns, labelled, with the same actions. */
export function ProductAdminCard({ product, ...actions }: { product: Product } & RowActions) {
  return (
    <li className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
      <div className="flex gap-3">
        <ProductThumb product={product} size="md" />
        <div className="min-w-0 flex-1">
          <p className="text-xs text-stone-500">
            <span className="tabular-nums">#{product.id}</span> · {product.categoria}
          </p>
          <h3 className="font-semibold leading-snug text-stone-900 wrap-anywhere">
            {product.nombre}
          </h3>
          <p className="text-sm text-stone-600">
            {product.marca} · {product.medida}
          </p>
        </div>
      </div>
      {/* Wraps instead of widening the card: "8,855 kg" and "$ 2.400,00 / kg" need room. */}
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div>
          <dt className="text-xs text-stone-500">Stock</dt>
          <dd>
            <StockBadge stock={product.stock} unidad={product.unidad} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Precio</dt>
          <dd className="py-1 font-semibold tabular-nums">{precioDe(product)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone-500">SKU</dt>
          <dd className="truncate py-1 font-mono text-xs">{product.sku}</dd>
        </div>
      </dl>
      <div className="mt-1 flex items-center justify-between border-t border-stone-100 pt-1">
        <div className="flex items-center text-sm text-stone-600">
          Detalle: <DetailButton product={product} onDetail={actions.onDetail} />
        </div>
        <RowButtons product={product} {...actions} />
      </div>
    </li>
  );
}
