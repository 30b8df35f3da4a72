// Issue 44: an admin with the generated first password sees the change-password form in place of
// the page, with the server's reason, and the page once the password is changed.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { store } from '../../core/store.ts';
import { ShopLayout } from './shop-layout.tsx';

const NodeRequest = globalThis.Request;
vi.stubGlobal(
  'Request',
  class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  },
);

afterEach(() => vi.restoreAllMocks());
// The server's session hint (issue 62 item 10): this device had signed in.
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (nor jsdom)
  document.cookie = 'feria_sesion=1; path=/';
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

test('la contraseña inicial se cambia antes de ver la página', async () => {
  let mustChange = true;
  const admin = { uid: 'a1', email: 'admin@feria.local', nombre: 'Administración', rol: 'admin' };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const path = new URL(request.url).pathname;
    if (path === '/api/session')
      return json(mustChange ? { ...admin, cambiarPassword: true } : admin);
    if (path === '/api/user/password' && request.method === 'PUT') {
      mustChange = false;
      return json({ ok: true, message: 'Tu contraseña quedó cambiada' });
    }
    return json({ error: 'Cambiá la contraseña inicial para seguir' }, 403);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<ShopLayout />}>
            <Route path="/" element={<p>Página de inicio</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  // The form is loaded on demand (it stays out of the storefront's first load): a busy machine
  // takes more than findBy's default second to import it.
  expect(
    await screen.findByText('Cambiá la contraseña inicial para seguir', {}, { timeout: 15_000 }),
  ).toBeTruthy();
  expect(screen.queryByText('Página de inicio')).toBeNull();
  fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'generada-1' } });
  fireEvent.change(screen.getByLabelText('Nueva contraseña'), {
    target: { value: 'pimiento-morron-84' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  await waitFor(() => expect(screen.getByText('Página de inicio')).toBeTruthy());
  expect(screen.queryByText('Cambiá la contraseña inicial para seguir')).toBeNull();
});
