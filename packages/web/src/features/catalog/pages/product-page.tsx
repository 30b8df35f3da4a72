import { SHOP_MSG } from '@feria/domain/messages/storefront';
import { stockLevel } from '@feria/domain/rules/catalog-view';
import { noVieneLine } from '@feria/domain/rules/ferias';
import { parseImageList } from '@feria/domain/rules/images';
import { useParams } from 'react-router';
import { listedProduct, useProduct } from '../../../api/catalog.ts';
import { useOpenFerias } from '../../../api/ferias.ts';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ProductDetail, ProductDetailSkeleton } from '../components/product-detail.tsx';

const ID = /^\d{1,9}$/;

/**
 * /product/{id}. The product comes from GET /api/sheets/data/{id}; when the catalogue is already
 * loaded (coming from a card) its copy is shown at once while the fresh one arrives.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const productId = ID.test(id) ? Number(id) : null;
  const { data, error, isError, refetch } = useProduct(productId);
  const product = data ?? (isError ? undefined : listedProduct(productId));
  const { ferias } = useOpenFerias();
  const notFound =
    productId === null || (isError && (error as { status?: unknown }).status === 404);
  usePageTitle(notFound ? SHOP_MSG.productoNoEncontrado : (product?.nombre ?? null));

  if (notFound) return <NotFoundPage title={SHOP_MSG.productoNoEncontrado} />;
  if (isError) {
    return (
      <LoadError
        message={errorMessage(error)}
        onRetry={() => refetch()}
        className="mx-auto max-w-xl px-4 py-16"
      />
    );
  }
  if (!product) return <ProductDetailSkeleton />;
  // MARKET §15: the basket goes to the next open feria unless the customer picks another.
  const noViene = noVieneLine(product.noVieneA, ferias[0]);
  return (
    <>
      {noViene && (
        <p
          role="status"
          className="mx-auto mt-4 max-w-6xl rounded-lg bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          {noViene}
        </p>
      )}
      <ProductDetail
        key={product.id}
        product={product}
        images={parseImageList(product.url)}
        level={stockLevel(product.stock)}
      />
    </>
  );
}
