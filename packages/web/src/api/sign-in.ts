import type { User } from '@feria/domain/schemas/api-types';
import type { LoginInput, RegisterInput } from '@feria/domain/schemas/user';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

type RegisterBody = Omit<RegisterInput, 'celular'> & { celular?: string };

/** Sign-in, sign-up and sign-out; each invalidates everything (the session is re-read: core/store.ts). */
const signInApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginInput>({
      query: (body) => ({ url: '/login/email', method: 'POST', body }),
      invalidatesTags: INVALIDATES.session,
    }),
    loginWithGoogle: build.mutation<{ theUser: User }, { token: string }>({
      query: (body) => ({ url: '/login/third', method: 'POST', body }),
      invalidatesTags: INVALIDATES.session,
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      invalidatesTags: INVALIDATES.session,
    }),
    register: build.mutation<{ ok: true; user: User }, RegisterBody>({
      query: (body) => ({ url: '/user/create', method: 'POST', body }),
      invalidatesTags: INVALIDATES.session,
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginWithGoogleMutation,
  useLogoutMutation,
  useRegisterMutation,
} = signInApi;
