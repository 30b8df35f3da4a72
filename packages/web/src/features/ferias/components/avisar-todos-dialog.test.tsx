// MARKET §13.2 "Avisar a todos": the text goes to the server, each order's link opens WhatsApp
// and is ticked once tapped; an order without a number says so; the server's 400 is shown.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, expect, test, vi } from 'vitest';
import { store } from '../../../core/store.ts';
import { AvisarTodosDialog } from './avisar-todos-dialog.tsx';

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

const answer = {
  feria: { id: 4, fecha: '2026-12-05', lugar: 'Plaza 25 de Mayo' },
  avisos: [
    {
      pedidoId: 11,
      cliente: 'Ana',
      celular: '342 555-1234',
      url: 'https://wa.me/5493425551234?text=x',
      texto: 'x',
    },
    { pedidoId: 12, cliente: 'Beto', celular: '', url: null, texto: 'x' },
  ],
};

test('prepara los avisos con el texto y marca el que se abrió', async () => {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  render(
    <Provider store={store}>
      <AvisarTodosDialog feriaId={4} onClose={() => {}} />
    </Provider>,
  );
  const user = userEvent.setup();
  await user.type(
    screen.getByLabelText('Aviso para todos los pedidos de esta feria'),
    'Llueve: la feria es bajo techo',
  );
  await user.click(screen.getByRole('button', { name: 'Preparar avisos' }));
  const list = await screen.findByRole('list', { name: 'Avisos por pedido' });
  expect(asked).toEqual([
    `/api/ferias/4/avisos?texto=${encodeURIComponent('Llueve: la feria es bajo techo').replaceAll('%20', '+')}`,
  ]);
  const link = within(list).getByRole('link', { name: 'Avisar por WhatsApp: pedido #11' });
  expect(link.getAttribute('href')).toBe(answer.avisos[0]!.url);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(within(list).getByText('Sin celular para WhatsApp')).toBeTruthy();
  link.addEventListener('click', (e) => e.preventDefault());
  await user.click(link);
  expect(link.textContent).toBe('✓ Abierto');
});

test('el 400 del servidor se muestra', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ error: 'Escribí el texto del aviso' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  render(
    <Provider store={store}>
      <AvisarTodosDialog feriaId={5} onClose={() => {}} />
    </Provider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Preparar avisos' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Escribí el texto del aviso');
});

test('una feria cancelada trae al abrir los pedidos pasados, cada uno con su aviso listo', async () => {
  const asked: string[] = [];
  const moved = {
    feria: answer.feria,
    avisos: [
      {
        ...answer.avisos[0]!,
        texto: 'Hola Ana: la feria del 05/12 en Plaza 25 de Mayo se suspendió. Tu pedido #11 pasa…',
      },
    ],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL((input as Request).url);
    asked.push(`${url.pathname}?${url.searchParams.toString()}`);
    return new Response(JSON.stringify(moved), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  render(
    <Provider store={store}>
      <AvisarTodosDialog feriaId={6} cancelada onClose={() => {}} />
    </Provider>,
  );
  const list = await screen.findByRole('list', { name: 'Avisos por pedido' });
  expect(asked).toEqual(['/api/ferias/6/avisos?texto=']);
  expect(within(list).getByText(moved.avisos[0]!.texto)).toBeTruthy();
  expect(within(list).getByRole('link', { name: 'Avisar por WhatsApp: pedido #11' })).toBeTruthy();
});
