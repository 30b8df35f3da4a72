// What a sale makes stale, seen across features: the one list of api/invalidates.ts reaches the
// Balance, whichever way the sale was sent (this file sits at the top, which may import features).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, expect, test, vi } from 'vitest';
import { store } from '../core/store.ts';
import { useGetCashflowInfiniteQuery } from '../features/balance/api.ts';
import { useCreatePosSaleMutation } from '../features/pos/api.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>{children}</Provider>
);

// RTK Query builds a Request from "/api/…"; jsdom's page address makes it absolute, as a browser does.
const NodeRequest = globalThis.Request;
vi.stubGlobal(
  'Request',
  class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  },
);

const summary = { entradas: [], totalIngresos: 0, totalEgresos: 0, saldo: 0 };

afterEach(() => vi.restoreAllMocks());

test('una venta en efectivo del puesto, hecha con conexión, refresca el Balance', async () => {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    asked.push(`${request.method} ${path}`);
    const body = path === '/api/sheets/sale' ? { id: 41, total: 3190 } : summary;
    return new Response(JSON.stringify(body), {
      status: request.method === 'POST' ? 201 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const balance = renderHook(() => useGetCashflowInfiniteQuery(), { wrapper });
  await waitFor(() => expect(balance.result.current.isSuccess).toBe(true));
  const seen = () => asked.filter((a) => a === 'GET /api/sheets/cashflow').length;
  expect(seen()).toBe(1);

  const sale = renderHook(() => useCreatePosSaleMutation(), { wrapper });
  const [createSale] = sale.result.current;
  const body = {
    productos: [{ id: 7, cantidad: 1 }],
    formaPago: 'efectivo',
    envio: 'retiro',
    canal: 'pos',
    cliente: { nombre: 'Rosa' },
  } as unknown as Parameters<typeof createSale>[0]['body'];
  await act(async () => {
    await createSale({ body, key: 'venta-1' }).unwrap();
  });

  await waitFor(() => expect(seen()).toBe(2));
});
