import type { Section } from '@feria/domain/schemas/api-types';
import type { SectionsInput } from '@feria/domain/schemas/carousel';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';

// Own endpoint names, so they never collide with the storefront's read of the same call.
const carouselAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSections: build.query<Section[], void>({
      query: () => '/sheets/seccion',
      providesTags: ['Section'],
    }),
    saveSections: build.mutation<Section[], SectionsInput>({
      query: (body) => ({ url: '/sheets/seccion', method: 'POST', body }),
      invalidatesTags: INVALIDATES.carousel,
    }),
  }),
});

export const { useGetAdminSectionsQuery, useSaveSectionsMutation } = carouselAdminApi;
