import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { loadShopData, refreshShopData, shapeShopData, useShopData } from './shop-data.ts';

// The server's answers, by path: what each GET /api{path} answers now (a status and a body).
const server = new Map<string, { status: number; body: unknown }>();
const asked: string[] = [];

function serve() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input).replace(/^\/api/, '');
    asked.push(path);
    const answer = server.get(path);
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  server.clear();
  asked.length = 0;
});

test('dos pantallas que piden lo mismo a la vez hacen una sola consulta', async () => {
  serve();
  server.set('/uno', { status: 200, body: [1, 2] });
  const a = renderHook(() => useShopData<number[]>('/uno'));
  const b = renderHook(() => useShopData<number[]>('/uno'));
  expect(a.result.current.isLoading).toBe(true);
  await waitFor(() => expect(a.result.current.data).toEqual([1, 2]));
  expect(b.result.current.data).toEqual([1, 2]);
  expect(asked).toEqual(['/uno']);
});

test('un error del servidor llega con su mensaje; sin nada que pedir no se consulta', async () => {
  serve();
  server.set('/falla', { status: 503, body: { error: 'No disponible' } });
  const { result } = renderHook(() => useShopData('/falla'));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toEqual({ status: 503, data: { error: 'No disponible' } });
  const idle = renderHook(() => useShopData(null));
  expect(idle.result.current.isLoading).toBe(false);
  expect(asked).toEqual(['/falla']);
});

test('refrescar vuelve a pedir lo que está en pantalla, olvida lo demás y un fallo no borra lo que se ve', async () => {
  serve();
  server.set('/visto', { status: 200, body: 'v1' });
  server.set('/oculto', { status: 200, body: 'o1' });
  const { result } = renderHook(() => useShopData<string>('/visto'));
  await loadShopData('/oculto');
  await waitFor(() => expect(result.current.data).toBe('v1'));

  server.set('/visto', { status: 200, body: 'v2' });
  act(() => refreshShopData());
  await waitFor(() => expect(result.current.data).toBe('v2'));
  expect(asked.filter((p) => p === '/oculto')).toHaveLength(1);

  server.delete('/visto');
  await act(async () => {
    result.current.refetch();
    await loadShopData('/visto'); // the refetch's own request, still out
  });
  expect(asked.filter((p) => p === '/visto')).toHaveLength(3);
  expect(result.current.data).toBe('v2');
  expect(result.current.isError).toBe(false);
});

test('una ruta con su propia lectura: el 401 de la sesión es "nadie", no un error', async () => {
  serve();
  shapeShopData('/quien', (answer) => (answer.error?.status === 401 ? { data: null } : answer));
  server.set('/quien', { status: 401, body: { error: 'No autorizado' } });
  const { result } = renderHook(() => useShopData('/quien'));
  await waitFor(() => expect(result.current.isLoading).toBe(false));
  expect(result.current.data).toBeNull();
  expect(result.current.isError).toBe(false);
});

test('una respuesta igual a la que se muestra no vuelve a dibujar la pantalla', async () => {
  serve();
  server.set('/sesion-igual', { status: 200, body: { id: 'u1', rol: 'seller' } });
  let renders = 0;
  const { result } = renderHook(() => {
    renders++;
    return useShopData<{ id: string }>('/sesion-igual');
  });
  await waitFor(() => expect(result.current.data).toEqual({ id: 'u1', rol: 'seller' }));
  const shown = result.current.data;
  const before = renders;
  await act(() => loadShopData('/sesion-igual'));
  expect(asked).toEqual(['/sesion-igual', '/sesion-igual']);
  expect(result.current.data).toBe(shown);
  expect(renders).toBe(before);
  // A different answer is published as before.
  server.set('/sesion-igual', { status: 200, body: { id: 'u2', rol: 'seller' } });
  await act(() => loadShopData('/sesion-igual'));
  expect(result.current.data).toEqual({ id: 'u2', rol: 'seller' });
});
