import type { Propuesta } from '@feria/domain/rules/portal';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../core/store.ts';
import { ProposalsDialog } from './proposals-dialog.tsx';

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

const miel: Propuesta = {
  id: 7,
  productoId: 3,
  producto: 'Miel de monte',
  productor: { id: 2, nombre: 'Don Anselmo' },
  precioActual: 1000,
  precio: 1125,
  estado: 'pendiente',
  motivo: null,
  creadaEn: '2026-11-28T12:00:00.000Z',
  resueltaEn: null,
};

test('"Precios propuestos" muestra el cambio y "Rechazar" pide el motivo antes de mandarlo', async () => {
  const sent: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method === 'GET') return json(200, [miel]);
    sent.push({ url: new URL(request.url).pathname, body: await request.json() });
    return json(409, { error: 'La propuesta ya fue resuelta' });
  });
  render(
    <Provider store={store}>
      <ProposalsDialog onClose={() => {}} />
    </Provider>,
  );
  const item = (await screen.findByRole('heading', { name: 'Miel de monte' })).closest('li')!;
  expect(item.textContent).toContain('$ 1.000,00');
  expect(item.textContent).toContain('$ 1.125,00');
  expect(within(item).getByText('(+12,5 %)')).toBeTruthy();

  const user = userEvent.setup();
  await user.click(within(item).getByRole('button', { name: 'Rechazar Miel de monte' }));
  const motivo = within(item).getByLabelText('Motivo');
  expect(document.activeElement).toBe(motivo);
  await user.click(within(item).getByRole('button', { name: 'Confirmar rechazo' }));
  expect(within(item).getByText('Escribí el motivo del rechazo')).toBeTruthy();
  expect(sent).toEqual([]);

  await user.type(motivo, '  Muy caro para la feria  ');
  await user.click(within(item).getByRole('button', { name: 'Confirmar rechazo' }));
  expect((await screen.findByRole('alert')).textContent).toBe('La propuesta ya fue resuelta');
  expect(sent).toEqual([
    { url: '/api/precios/propuestas/7/rechazar', body: { motivo: 'Muy caro para la feria' } },
  ]);
});
