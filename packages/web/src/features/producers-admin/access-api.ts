import type { Acceso } from '@feria/domain/rules/portal';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

type Grant = { productorId: number; email: string; convertirCliente?: boolean };

/** MARKET §15 "Access" (admin): give or send again, and remove, a producer's sign-in account. */
const accessApi = api.injectEndpoints({
  endpoints: (build) => ({
    grantAccess: build.mutation<Acceso, Grant>({
      query: ({ productorId, ...body }) => ({
        url: `/productores/${productorId}/acceso`,
        method: 'POST',
        body,
      }),
      invalidatesTags: INVALIDATES.producerAccess,
    }),
    removeAccess: build.mutation<void, number>({
      query: (productorId) => ({ url: `/productores/${productorId}/acceso`, method: 'DELETE' }),
      invalidatesTags: INVALIDATES.producerAccess,
    }),
  }),
});

export const { useGrantAccessMutation, useRemoveAccessMutation } = accessApi;
