import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { api } from '../api/api-slice.ts';
import { INVALIDATES } from '../api/invalidates.ts';
import { useShopData } from '../lib/shop-data.ts';
import { store } from './store.ts';

afterEach(() => vi.restoreAllMocks());

// Mutations as the back-office sends them (their answers made here: what matters is that they
// succeeded), each naming its entry of the one list.
const changes = api.injectEndpoints({
  endpoints: (build) => ({
    saveProductTest: build.mutation<null, void>({
      queryFn: async () => ({ data: null }),
      invalidatesTags: INVALIDATES.catalogue,
    }),
    cashEntryTest: build.mutation<null, void>({
      queryFn: async () => ({ data: null }),
      invalidatesTags: INVALIDATES.cash,
    }),
  }),
});

function serveCatalogue() {
  const answer = { version: 1 };
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(answer)));
  const { result } = renderHook(() => useShopData<{ version: number }>('/sheets/data'));
  return { answer, fetch, shown: () => result.current.data };
}

test('un cambio hecho con el store refresca lo que muestra la tienda si toca lo que muestra', async () => {
  const shop = serveCatalogue();
  await waitFor(() => expect(shop.shown()).toEqual({ version: 1 }));

  shop.answer.version = 2;
  await act(async () => {
    await store.dispatch(changes.endpoints.cashEntryTest.initiate()).unwrap();
  });
  expect(shop.fetch).toHaveBeenCalledTimes(1);

  await act(async () => {
    await store.dispatch(changes.endpoints.saveProductTest.initiate()).unwrap();
  });
  await waitFor(() => expect(shop.shown()).toEqual({ version: 2 }));
  expect(shop.fetch).toHaveBeenCalledTimes(2);
});

test('las ventas del puesto enviadas después (sin conexión) refrescan la tienda con la misma lista', async () => {
  const shop = serveCatalogue(); // the catalogue is still here from the first test
  await waitFor(() => expect(shop.shown()).toBeDefined());
  shop.answer.version = 3;
  act(() => {
    store.dispatch(api.util.invalidateTags([...INVALIDATES.stallSale]));
  });
  await waitFor(() => expect(shop.shown()).toEqual({ version: 3 }));
});
