import { brandView } from '@feria/domain/catalog';
import { brandSummaries, productCount, viewHref } from '@feria/domain/storefront';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../app/api.ts';
import { useGetBrandsQuery } from '../../catalog/api.ts';
import { CATALOG_PATH } from '../../catalog/hooks/use-catalog-view.ts';
import { usePageTitle } from '../../catalog/hooks/use-page-title.ts';
import { usePublishedProducts } from '../../catalog/hooks/use-published.ts';

/** Two letters for the producer's badge: "Molino Santa Clara" → "MS". */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('') || name.slice(0, 1).toUpperCase();

/** /suppliers: every brand (producer) with what it offers and a link to its products. */
export function SuppliersPage() {
  usePageTitle('Proveedores amigos');
  const brands = useGetBrandsQuery();
  const { products, isLoading: productsLoading } = usePublishedProducts();
  const producers = useMemo(
    () => brandSummaries(brands.data ?? [], products),
    [brands.data, products],
  );
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Proveedores amigos</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Cooperativas, familias y pequeños emprendimientos de la región que producen sin agrotóxicos.
        Conocelos y mirá lo que cada uno trae a la feria.
      </p>
      {brands.isError ? (
        <p role="alert" className="mt-8 font-semibold text-red-800">
          {errorMessage(brands.error)}
        </p>
      ) : brands.isLoading || productsLoading ? (
        <div role="status" className="flex min-h-48 items-center justify-center">
          <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
          <span className="sr-only">Cargando proveedores…</span>
        </div>
      ) : producers.length === 0 ? (
        <p className="mt-8 text-stone-700">
          Pronto vas a conocer a quienes producen para la feria.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {producers.map((p) => (
            <li key={p.marca}>
              <article className="flex h-full flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                  >
                    {initials(p.marca)}
                  </span>
                  <div className="min-w-0">
                    <h2 className="font-semibold text-stone-900">{p.marca}</h2>
                    <p className="text-sm text-stone-600">{productCount(p.productos)}</p>
                  </div>
                </div>
                {p.categorias.length > 0 && (
                  <ul aria-label="Categorías" className="mt-3 flex flex-wrap gap-1.5">
                    {p.categorias.map((c) => (
                      <li
                        key={c}
                        className="rounded-full bg-earth-100 px-2.5 py-0.5 text-xs text-earth-700"
                      >
                        {c}
                      </li>
                    ))}
                  </ul>
                )}
                <Link
                  to={viewHref(CATALOG_PATH, brandView(p.marca))}
                  className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 underline underline-offset-2"
                  aria-label={`Ver productos de ${p.marca}`}
                >
                  Ver productos
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
