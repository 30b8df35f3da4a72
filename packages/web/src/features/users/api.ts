import type { User, UserRow } from '@feria/domain/schemas/api-types';
import type { SellerFormInput } from '@feria/domain/schemas/user';
import { api } from '../../api/api-slice.ts';
import { INVALIDATES } from '../../api/invalidates.ts';
import { nextOffset, type Paged, pagedUrl, toPaged } from '../../core/paged.ts';

/** The back-office's users (admin only on the server). */
const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The accounts one server page at a time ("Ver más usuarios" asks for the next). */
    getUsers: build.infiniteQuery<Paged<UserRow>, void, number>({
      infiniteQueryOptions: { initialPageParam: 0, getNextPageParam: nextOffset },
      query: ({ pageParam }) => pagedUrl('/user/users', pageParam),
      transformResponse: (items: UserRow[], meta) => toPaged(items, meta),
      providesTags: ['User'],
    }),
    createSeller: build.mutation<{ ok: true; user: User }, SellerFormInput>({
      query: (body) => ({ url: '/user/seller', method: 'POST', body }),
      invalidatesTags: INVALIDATES.users,
    }),
  }),
});

export const { useGetUsersInfiniteQuery, useCreateSellerMutation } = usersApi;
