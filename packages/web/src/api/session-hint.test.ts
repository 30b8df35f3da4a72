// Issue 62 item 10: a visitor's page never asks GET /api/session (its 401 is a console error in
// Chromium); with the server's hint it asks, and a 401 then forgets the hint.
import { afterEach, expect, test, vi } from 'vitest';
import { refreshShopData } from '../lib/shop-data.ts';
import { loadSession } from './session.ts';

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (nor jsdom)
  document.cookie = 'feria_sesion=; Max-Age=0; path=/';
  refreshShopData();
});

test('sin la pista de sesión nadie ingresó y no se pregunta al servidor', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  expect(await loadSession()).toEqual({ data: null });
  expect(fetch).not.toHaveBeenCalled();
});

test('con la pista se pregunta; un 401 la borra y la próxima vez ya no se pregunta', async () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (nor jsdom)
  document.cookie = 'feria_sesion=1; path=/';
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify({ error: 'Debés iniciar sesión' }), { status: 401 }),
    );
  expect(await loadSession()).toEqual({ data: null });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(document.cookie).not.toContain('feria_sesion=1');
  expect(await loadSession()).toEqual({ data: null });
  expect(fetch).toHaveBeenCalledTimes(1);
});
