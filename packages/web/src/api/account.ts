import type { User } from '@feria/domain/schemas/api-types';
import { api } from './api-slice.ts';
import { INVALIDATES } from './invalidates.ts';

type Done = { ok: true; message: string };

/** Confirm e-mail, forgot / reset / change password, sign out everywhere, enable / disable. */
const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<Done, { token: string }>({
      query: (body) => ({ url: '/user/verify', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<Done, { email: string }>({
      query: (body) => ({ url: '/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<User, { token: string; password: string }>({
      query: (body) => ({ url: '/password/reset', method: 'POST', body }),
      // The answer is a session (API.md): the page then knows who is signed in, as after a sign-in.
      invalidatesTags: INVALIDATES.session,
    }),
    changePassword: build.mutation<Done, { actual: string; nueva: string }>({
      query: (body) => ({ url: '/user/password', method: 'PUT', body }),
    }),
    logoutAll: build.mutation<void, void>({
      query: () => ({ url: '/logout/all', method: 'POST' }),
    }),
    setUserState: build.mutation<{ ok: true; activo: boolean }, { id: string; activo: boolean }>({
      query: ({ id, activo }) => ({
        url: `/user/${encodeURIComponent(id)}/estado`,
        method: 'PUT',
        body: { activo },
      }),
      invalidatesTags: INVALIDATES.userState,
    }),
  }),
});

export const {
  useVerifyEmailMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useLogoutAllMutation,
  useSetUserStateMutation,
} = accountApi;
