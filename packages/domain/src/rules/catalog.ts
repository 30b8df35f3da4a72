// Catalogue rules: categories, stock levels, accent-insensitive search (DESIGN §3.15) and the
// catalogue view (SPEC §4 "Catalogue view condition") kept in the URL query.
import { SHOP_MSG } from '../messages/storefront.ts';
import { brandView, type CatalogView, categoryView } from './catalog-view.ts';

/** The 13 categories of SPEC §5, in the spec's order. */
export const CATEGORIES = [
  'Yerba',
  'Legumbres',
  'Bebidas',
  'Arroz',
  'Harinas y Fécula',
  'Azúcar',
  'Fideos',
  'Hierbas e Infusiones',
  'Semillas',
  'Condimentos',
  'Aceitunas y Aceites',
  'Otros alimentos',
  'Cuidado personal',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The canonical category for a case- and accent-insensitive spelling ("azucar" → "Azúcar"). */
export function findCategory(value: string): Category | undefined {
  const wanted = normalizeText(value);
  return CATEGORIES.find((category) => normalizeText(category) === wanted);
}

/** Lowercase, without diacritics, trimmed, inner whitespace collapsed. */
export function normalizeText(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** True when the normalized term is contained in any normalized field. */
export function matchesSearch(fields: readonly string[], term: string): boolean {
  const wanted = normalizeText(term);
  return fields.some((field) => normalizeText(field).includes(wanted));
}

/** What viewFromQuery reads; a URLSearchParams fits (the domain has no DOM types). */
export type QueryReader = { get(name: string): string | null };

/** The search box: blank text is refused with "No se ingreso ningun dato". */
export function searchView(
  text: string,
): { ok: true; view: CatalogView } | { ok: false; message: string } {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, message: SHOP_MSG.sinDatoBusqueda };
  return { ok: true, view: { kind: 'search', value } };
}

/** Reads `q`, then `categoria`, then `marca`; the first non-blank one wins. */
export function viewFromQuery(params: QueryReader): CatalogView {
  const q = params.get('q')?.trim().replace(/\s+/g, ' ') ?? '';
  if (q !== '') return { kind: 'search', value: q };
  const category = categoryView(params.get('categoria') ?? '');
  if (category.kind !== 'all') return category;
  return brandView(params.get('marca') ?? '');
}

export type CatalogProduct = { categoria: string; marca: string; nombre: string; sku: string };

/** Whether a product belongs to a view. Search covers nombre, categoria, marca and sku. */
export function productInView(product: CatalogProduct, view: CatalogView): boolean {
  switch (view.kind) {
    case 'all':
      return true;
    case 'category':
      return normalizeText(product.categoria) === normalizeText(view.value);
    case 'brand':
      return normalizeText(product.marca) === normalizeText(view.value);
    case 'search':
      return matchesSearch(
        [product.nombre, product.categoria, product.marca, product.sku],
        view.value,
      );
  }
}

/** Point-of-sale search box: nombre or sku (SPEC §5). */
export function matchesPosSearch(product: { nombre: string; sku: string }, term: string): boolean {
  return matchesSearch([product.nombre, product.sku], term);
}

/** Catalogue page size; "ver más productos" adds as many. */
export const CATALOG_PAGE = 8;
