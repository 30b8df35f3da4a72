import type { User } from '@feria/domain/schemas/api-types';
import type { LoginInput, RegisterInput } from '@feria/domain/schemas/user';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, TAGS } from '../../app/api.ts';

// Who is signed in changes what every call answers (staff see unpublished products, sales…).
const EVERYTHING = [...TAGS];

export type RegisterBody = Omit<RegisterInput, 'celular'> & { celular?: string };

/** The session and sign-in calls; every change invalidates `Session`, so the user is re-read. */
export const authApi = api.injectEndpoints({
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
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/login/email', method: 'POST', body }),
      invalidatesTags: EVERYTHING,
    }),
    loginWithGoogle: build.mutation<{ theUser: User }, { token: string }>({
      query: (body) => ({ url: '/login/third', method: 'POST', body }),
      invalidatesTags: EVERYTHING,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      invalidatesTags: EVERYTHING,
    }),
    register: build.mutation<{ ok: true; user: User }, RegisterBody>({
      query: (body) => ({ url: '/user/create', method: 'POST', body }),
      invalidatesTags: EVERYTHING,
    }),
  }),
});

export const {
  useGetSessionQuery,
  useLoginMutation,
  useLoginWithGoogleMutation,
  useLogoutMutation,
  useRegisterMutation,
} = authApi;

/** The signed-in user: undefined while the first session check runs, null when nobody is in. */
export function useSessionUser(): User | null | undefined {
  const { data, isError } = useGetSessionQuery();
  // A failed check (server unreachable) counts as signed out rather than loading forever.
  if (isError) return null;
  return data;
}
