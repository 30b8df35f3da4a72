import type { Section } from '@feria/domain/schemas/api-types';
import { api } from '../../app/api.ts';

/** The home carousel's sections, ordered by seccion; the carousel editor invalidates `Section`. */
const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSections: build.query<Section[], void>({
      query: () => '/sheets/seccion',
      providesTags: [{ type: 'Section', id: 'LIST' }],
    }),
  }),
});

export const { useGetSectionsQuery } = homeApi;

/** Asks for the sections before the home's first render (main.tsx). */
export const loadSections = () => homeApi.endpoints.getSections.initiate();
