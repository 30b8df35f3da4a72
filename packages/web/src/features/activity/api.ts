import type { AuditRow } from '@feria/domain/schemas/account';
import { api } from '../../api/api-slice.ts';

type AuditPage = { rows: AuditRow[]; total: number };
type AuditArgs = { offset: number; limit: number; quien: string; accion: string };

/** Actividad: `GET /api/auditoria` with its X-Total-Count. */
const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<AuditPage, AuditArgs>({
      query: (params) => ({ url: '/auditoria', params }),
      transformResponse: (rows: AuditRow[], meta) => ({
        rows,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? rows.length),
      }),
      providesTags: ['Audit'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetActivityQuery } = activityApi;
