import { productCount } from '@feria/domain/rules/storefront';
import { useParams } from 'react-router';
import { useGetProducerQuery } from '../../../api/producers.ts';
import { Link } from '../../../components/link.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ProducerPhoto } from '../../../components/producer-photo.tsx';
import { ProductCard, ProductCardSkeletons } from '../../../components/product-card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useAddFromCard } from '../../../core/cart/hooks.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /suppliers/{id} (MARKET §4): the producer's story and their published products. */
export function SupplierPage() {
  const { id = '' } = useParams();
  const valid = /^\d{1,9}$/.test(id);
  const producer = useGetProducerQuery(Number(id), { skip: !valid });
  const addFromCard = useAddFromCard('catalogo');
  usePageTitle(producer.data?.nombre ?? 'Proveedores amigos');
  const status = (producer.error as { status?: unknown } | undefined)?.status;
  if (!valid || status === 404) return <NotFoundPage />;
  const p = producer.data;
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-6">
      <nav aria-label="Ruta de navegación" className="text-sm">
        <Link to="/suppliers" className="font-semibold text-brand-700 underline">
          Proveedores amigos
        </Link>
      </nav>
      {producer.isError ? (
        <LoadError
          className="mt-8"
          message={errorMessage(producer.error)}
          onRetry={() => producer.refetch()}
        />
      ) : !p ? (
        <div role="status" className="mt-4">
          <div className="aspect-[4/3] max-w-md animate-pulse rounded-xl bg-stone-100" />
          <span className="sr-only">Cargando productor…</span>
        </div>
      ) : (
        <>
          <section className="mt-4 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
            <div className="overflow-hidden rounded-xl ring-1 ring-stone-200">
              <ProducerPhoto
                src={p.foto}
                nombre={p.nombre}
                sizes="(min-width: 768px) 440px, 100vw"
                eager
              />
            </div>
            <div>
              <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{p.nombre}</h1>
              {p.localidad && <p className="mt-1 text-stone-600">{p.localidad}, Santa Fe</p>}
              {p.descripcion && (
                <p className="mt-4 max-w-prose whitespace-pre-line text-stone-800">
                  {p.descripcion}
                </p>
              )}
              <p className="mt-4 font-semibold text-brand-700">{productCount(p.items.length)}</p>
            </div>
          </section>
          <h2 className="mt-8 text-xl font-bold text-stone-900">Sus productos</h2>
          {p.items.length === 0 ? (
            <p className="mt-3 text-stone-700">Por ahora no tiene productos publicados.</p>
          ) : (
            <div className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              {p.items.map((item) => (
                <ProductCard key={item.id} product={item} onAdd={addFromCard} />
              ))}
            </div>
          )}
        </>
      )}
      {producer.isLoading && (
        <div aria-hidden className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <ProductCardSkeletons />
        </div>
      )}
    </div>
  );
}
