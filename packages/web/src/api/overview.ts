import type { AdminOverview } from '@feria/domain/rules/overview';
import { api } from './api-slice.ts';

const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AdminOverview, void>({
      query: () => '/overview',
      providesTags: ['Overview'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
