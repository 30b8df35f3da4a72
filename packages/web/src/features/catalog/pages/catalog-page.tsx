import { CatalogFrame } from '@feria/views/catalog-view.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CatalogResults } from '../components/catalog-results.tsx';
import { CatalogSidebar } from '../components/catalog-sidebar.tsx';
import { ScrollTopButton } from '../components/scroll-top-button.tsx';
import { useCatalogView } from '../hooks/use-catalog-view.ts';
import { usePublishedProducts } from '../hooks/use-published.ts';

/** /product: search, filters by category and brand, the grid and "ver más productos". */
export function CatalogPage() {
  const { products, isLoading, isError, error, refetch } = usePublishedProducts();
  const { view, go } = useCatalogView();
  usePageTitle('Productos');
  return (
    <>
      <CatalogFrame sidebar={<CatalogSidebar products={products} view={view} onView={go} />}>
        {isError ? (
          <LoadError
            message={errorMessage(error)}
            onRetry={() => refetch()}
            className="rounded-xl bg-white p-6 ring-1 ring-stone-200"
          />
        ) : (
          <CatalogResults products={products} loading={isLoading} view={view} />
        )}
      </CatalogFrame>
      <ScrollTopButton />
    </>
  );
}
