import type { User, UserRow } from '@feria/domain/schemas/api-types';
import type { SellerFormInput } from '@feria/domain/schemas/user';
import { api } from '../../app/api.ts';

/** The back-office's users (admin only on the server). */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserRow[], void>({
      query: () => '/user/users',
      providesTags: ['User'],
    }),
    createSeller: build.mutation<{ ok: true; user: User }, SellerFormInput>({
      query: (body) => ({ url: '/user/seller', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery, useCreateSellerMutation } = usersApi;
