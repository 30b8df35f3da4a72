import { normalizeText } from '@feria/domain/rules/catalog';
import { facetOptions } from '@feria/domain/rules/storefront';
import type { Product } from '@feria/domain/schemas/api-types';
import { useMemo } from 'react';
import { labelClass } from '../../../components/ui/styles.ts';

export type ProductFilter = { marca: string; categoria: string };
export const NO_FILTER: ProductFilter = { marca: '', categoria: '' };

/** Whether a product passes the producer and category filters (blank: any), ignoring case and accents. */
export function passesFilter(product: Product, filter: ProductFilter): boolean {
  const same = (a: string, b: string) => b === '' || normalizeText(a) === normalizeText(b);
  return same(product.marca, filter.marca) && same(product.categoria, filter.categoria);
}

type Props = {
  products: readonly Product[];
  filter: ProductFilter;
  onChange: (f: ProductFilter) => void;
};

const selectClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-brand-600';

/** Productos' "Productor" and "Categoría" filters, each listing the values the products have. */
export function ProductFilters({ products, filter, onChange }: Props) {
  const brands = useMemo(() => facetOptions(products, 'marca'), [products]);
  const categories = useMemo(() => facetOptions(products, 'categoria'), [products]);
  return (
    <div className="grid grid-cols-2 gap-3 sm:w-auto">
      <div>
        <label htmlFor="filtro-productor" className={labelClass}>
          Productor
        </label>
        <select
          id="filtro-productor"
          value={filter.marca}
          onChange={(e) => onChange({ ...filter, marca: e.target.value })}
          className={selectClass}
        >
          <option value="">Todos</option>
          {brands.map((b) => (
            <option key={b.value} value={b.value}>
              {b.value} ({b.count})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtro-categoria" className={labelClass}>
          Categoría
        </label>
        <select
          id="filtro-categoria"
          value={filter.categoria}
          onChange={(e) => onChange({ ...filter, categoria: e.target.value })}
          className={selectClass}
        >
          <option value="">Todas</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.value} ({c.count})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
