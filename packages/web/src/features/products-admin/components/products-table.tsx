import { MSG } from '@feria/domain/messages/shop';
import type { Product } from '@feria/domain/schemas/api-types';
import { useRef } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { useFitsTable } from '../hooks/use-fits-table.ts';
import { ProductAdminCard } from './product-admin-card.tsx';
import type { RowActions } from './product-parts.tsx';
import { ProductRow } from './product-row.tsx';

const COLUMNS = [
  'ID',
  'Categoría',
  'Nombre',
  'Detalle',
  'Marca',
  'Medida',
  'Stock',
  'Precio',
  'Imagen',
  'SKU',
] as const;

/**
 * The products table, or a list of cards with the same fields and buttons when its box is too
 * narrow (phones, tablets beside the sidebar). Should the table still not fit, it scrolls
 * sideways inside its own box (never the page) with the actions column pinned to the right.
 */
export function ProductsTable(props: { products: Product[] } & RowActions) {
  const box = useRef<HTMLDivElement>(null);
  const fits = useFitsTable(box);
  return (
    <div ref={box} className="@container">
      <ProductsList {...props} asTable={fits} />
    </div>
  );
}

function ProductsList({
  products,
  asTable,
  ...actions
}: { products: Product[]; asTable: boolean } & RowActions) {
  if (products.length === 0) {
    return (
      <p className="rounded-xl bg-white px-4 py-10 text-center text-stone-600 ring-1 ring-stone-200">
        {MSG.sinProductos}
      </p>
    );
  }
  if (!asTable) {
    return (
      <ul aria-label="Productos" className="grid gap-3 @xl:grid-cols-2">
        {products.map((product) => (
          <ProductAdminCard key={product.id} product={product} {...actions} />
        ))}
      </ul>
    );
  }
  return (
    <ScrollRegion
      label="Tabla de productos"
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <table className="w-full min-w-[52rem] text-sm">
        <caption className="sr-only">Productos</caption>
        <thead className="bg-brand-50 text-left text-xs tracking-wide text-brand-800 uppercase">
          <tr>
            {COLUMNS.map((name) => (
              <th
                key={name}
                scope="col"
                className={`px-2 py-3 font-bold ${name === 'Precio' ? 'text-right' : ''}`}
              >
                {name}
              </th>
            ))}
            <th
              scope="col"
              className="sticky right-0 bg-brand-50 px-2 py-3 font-bold shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]"
            >
              Acciones
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} {...actions} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** SPEC §2 legend of the stock colours. */
export function StockLegend() {
  return (
    <ul className="flex shrink-0 flex-wrap items-center gap-4 text-sm text-stone-700">
      <li className="flex items-center gap-2">
        <span aria-hidden className="size-4 rounded bg-yellow-100 ring-1 ring-yellow-400" />
        Poco stock
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden className="size-4 rounded bg-red-100 ring-1 ring-red-400" />
        Sin stock
      </li>
    </ul>
  );
}
