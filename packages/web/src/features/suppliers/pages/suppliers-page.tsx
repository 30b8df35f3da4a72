import { productCount } from '@feria/domain/rules/storefront';
import { useGetProducersQuery } from '../../../api/producers.ts';
import { Link } from '../../../components/link.tsx';
import { ProducerPhoto } from '../../../components/producer-photo.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /suppliers (MARKET §4): a card per producer with a published product, linking to its page. */
export function SuppliersPage() {
  usePageTitle('Proveedores amigos');
  const producers = useGetProducersQuery();
  const list = producers.data ?? [];
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Proveedores amigos</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Cooperativas, familias y pequeños emprendimientos de la región que producen sin agrotóxicos.
        Conocelos y mirá lo que cada uno trae a la feria.
      </p>
      {producers.isError ? (
        <LoadError
          className="mt-8"
          message={errorMessage(producers.error)}
          onRetry={() => producers.refetch()}
        />
      ) : producers.isLoading ? (
        <div role="status" className="flex min-h-48 items-center justify-center">
          <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
          <span className="sr-only">Cargando proveedores…</span>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-8 text-stone-700">
          Pronto vas a conocer a quienes producen para la feria.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((p, i) => (
            <li key={p.id}>
              <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-brand-600">
                <ProducerPhoto
                  src={p.foto}
                  nombre={p.nombre}
                  sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
                  eager={i < 3}
                />
                <div className="flex flex-1 flex-col p-4">
                  <h2 className="font-semibold text-stone-900">
                    <Link
                      to={`/suppliers/${p.id}`}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {p.nombre}
                    </Link>
                  </h2>
                  {p.localidad && <p className="text-sm text-stone-600">{p.localidad}</p>}
                  {p.descripcion && (
                    <p className="mt-2 line-clamp-3 text-sm text-stone-700">{p.descripcion}</p>
                  )}
                  <p className="mt-auto pt-3 text-sm font-semibold text-brand-700">
                    {productCount(p.productos)}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
