import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetOwnProductsQuery } from '../api.ts';
import { ProductCard } from './product-card.tsx';

/** "Mis productos": every product of theirs, published or not, by nombre. */
export function ProductsTab() {
  const { data, error, refetch } = useGetOwnProductsQuery();
  if (error) return <LoadError message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <p role="status">Cargando…</p>;
  if (data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-center text-stone-700 ring-1 ring-stone-200">
        Todavía no tenés productos en la tienda
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {data.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
