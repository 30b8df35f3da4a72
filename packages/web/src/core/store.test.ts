import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { api } from './api-slice.ts';
import { useShopData } from './shop-data.ts';
import { store } from './store.ts';

afterEach(() => vi.restoreAllMocks());

test('un cambio hecho con el store (guardar un producto, ingresar) refresca lo que muestra la tienda', async () => {
  let version = 1;
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ version })));
  const { result } = renderHook(() => useShopData<{ version: number }>('/productos-test'));
  await waitFor(() => expect(result.current.data).toEqual({ version: 1 }));

  // A mutation through RTK Query, as the back-office's product form sends one (its answer made
  // here: what matters is that it succeeded).
  const changes = api.injectEndpoints({
    endpoints: (build) => ({
      saveTest: build.mutation<null, void>({ queryFn: async () => ({ data: null }) }),
    }),
  });
  version = 2;
  await act(async () => {
    await store.dispatch(changes.endpoints.saveTest.initiate()).unwrap();
  });
  await waitFor(() => expect(result.current.data).toEqual({ version: 2 }));
  expect(fetch).toHaveBeenCalledTimes(2);
});
