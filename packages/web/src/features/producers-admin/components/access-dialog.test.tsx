import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../core/store.ts';
import { AccessDialog } from './access-dialog.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

const huerta = {
  id: 4,
  nombre: 'Huerta Los Álamos',
  localidad: 'Esperanza',
  descripcion: '',
  foto: '',
  contacto: '',
  comision: 10,
  productos: 2,
  acceso: null,
};

test('"Dar acceso" a un correo de cliente pregunta antes de convertir la cuenta', async () => {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = (await (input as Request).json()) as { convertirCliente?: boolean };
    sent.push(body);
    if (!body.convertirCliente) return json(409, { error: PORTAL_MSG.correoCliente });
    return json(201, { productorId: 4, usuarioId: 'u1', email: 'ana@x.com', activo: true });
  });
  render(
    <Provider store={store}>
      <AccessDialog producer={huerta} onRemove={() => {}} onClose={() => {}} />
    </Provider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Dar acceso' }));
  expect(screen.getByRole('alert').textContent).toBe(PORTAL_MSG.emailObligatorio);
  expect(sent).toEqual([]);

  await user.type(screen.getByLabelText('Email'), ' Ana@X.com ');
  await user.click(screen.getByRole('button', { name: 'Dar acceso' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'ana@x.com ya tiene cuenta de cliente. ¿Convertirla en el acceso de Huerta Los Álamos?',
  );
  await user.click(screen.getByRole('button', { name: 'Convertir y dar acceso' }));
  await vi.waitFor(() => expect(sent).toHaveLength(2));
  expect(sent).toEqual([{ email: 'ana@x.com' }, { email: 'ana@x.com', convertirCliente: true }]);
});

test('una negativa del servidor se muestra como alerta en el diálogo', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(409, { error: PORTAL_MSG.correoPersonal }));
  render(
    <Provider store={store}>
      <AccessDialog producer={huerta} onRemove={() => {}} onClose={() => {}} />
    </Provider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@feria.local');
  await user.click(screen.getByRole('button', { name: 'Dar acceso' }));
  expect((await screen.findByRole('alert')).textContent).toBe(PORTAL_MSG.correoPersonal);
});
