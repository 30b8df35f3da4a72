import type { Product, SaleCreated } from '@feria/domain/schemas/api-types';
import type { SaleCreateInput } from '@feria/domain/schemas/sale';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';
import { store } from '../../core/store.ts';

type PosSaleRequest = { body: SaleCreateInput; key: string };

const posApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Staff get every product, published or not, with its stock. */
    getPosProducts: build.query<Product[], void>({
      query: () => '/sheets/data',
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** The 13 categories of the shop, for the buttons above the grid. */
    getPosCategories: build.query<string[], void>({
      query: () => '/sheets/dashboard/categories',
      providesTags: [{ type: 'Category', id: 'DASHBOARD' }],
    }),
    /** "Crear Venta": the same key for a retry of the same ticket, so it is charged once. */
    createPosSale: build.mutation<SaleCreated, PosSaleRequest>({
      query: ({ body, key }) => ({
        url: '/sheets/sale',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
      // Stock and cash changed: the grid, the storefront, the register, Balance and the lists.
      invalidatesTags: INVALIDATES.stallSale,
    }),
  }),
});

export const { useGetPosProductsQuery, useGetPosCategoriesQuery, useCreatePosSaleMutation } =
  posApi;

/**
 * Control's products and categories asked for as soon as its code arrives, not after its first
 * render (half a second on a slow phone, before the first request left: issue 36). An answer
 * already kept is not asked again; the screens' own reads then meet the one on its way.
 */
export function prefetchPosData(): void {
  store.dispatch(posApi.util.prefetch('getPosProducts', undefined, {}));
  store.dispatch(posApi.util.prefetch('getPosCategories', undefined, {}));
}
