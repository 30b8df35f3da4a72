// A sign-out with no signal (MARKET §3): the device counts as signed out at once, and the server's
// session is ended when the connection returns; never Control from the old cookie meanwhile.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { flushPendingLogout, hasPendingLogout, markPendingLogout } from '../lib/pending-logout.ts';
import { loadSession } from './session.ts';

afterEach(() => vi.restoreAllMocks());
// The server's session hint (issue 62 item 10): this device had signed in.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (nor jsdom)
  document.cookie = 'feria_sesion=1; path=/';
});

const seller = { uid: 'uid-ana', email: 'ana@feria.local', nombre: 'Ana', rol: 'seller' };

test('sin conexión la salida queda pendiente; con conexión se envía una vez y se olvida', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  markPendingLogout();
  expect(await flushPendingLogout()).toBe(false);
  expect(hasPendingLogout()).toBe(true);

  fetch.mockResolvedValue(new Response(null, { status: 204 }));
  expect(await flushPendingLogout()).toBe(true);
  expect(hasPendingLogout()).toBe(false);
  expect(fetch).toHaveBeenLastCalledWith(
    '/api/logout',
    expect.objectContaining({ method: 'POST' }),
  );
  fetch.mockClear();
  expect(await flushPendingLogout()).toBe(true);
  expect(fetch).not.toHaveBeenCalled();
});

test('con una salida pendiente nadie tiene sesión, aunque la cookie vieja todavía sirva', async () => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url) === '/api/session'
        ? new Response(JSON.stringify(seller), { status: 200 })
        : new Response(null, { status: 204 }),
    );
  markPendingLogout();
  expect(await loadSession()).toEqual({ data: null });
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/logout');
  expect(hasPendingLogout()).toBe(false);
  // Once the server ended it, the session is read as usual again.
  expect(await loadSession()).toEqual({ data: seller });
});
