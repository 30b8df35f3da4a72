import type { User } from '@feria/domain/schemas/api-types';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../app/api.ts';

/**
 * Who is signed in, which every page asks. The calls that change it (sign-in, sign-up, sign-out)
 * are in sign-in-api.ts: they load with the pages that use them, not with the first page.
 */
const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 401 is the ordinary "nobody is signed in" answer: data null, not an error state.
    getSession: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/session');
        if (result.error) {
          const status = (result.error as FetchBaseQueryError).status;
          return status === 401 ? { data: null } : { error: result.error as FetchBaseQueryError };
        }
        return { data: result.data as User };
      },
      providesTags: ['Session'],
    }),
  }),
});

const { useGetSessionQuery } = authApi;

/** The signed-in user: undefined while the first session check runs, null when nobody is in. */
export function useSessionUser(): User | null | undefined {
  const { data, isError } = useGetSessionQuery();
  // A failed check (server unreachable) counts as signed out rather than loading forever.
  if (isError) return null;
  return data;
}
