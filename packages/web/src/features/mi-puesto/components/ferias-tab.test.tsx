import type { PortalFeria } from '@feria/domain/rules/portal';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { FeriasTab } from './ferias-tab.tsx';

const feria = (id: number, fields: Partial<PortalFeria>): PortalFeria => ({
  id,
  fecha: '2026-12-05',
  desde: '09:00',
  hasta: '13:00',
  lugar: `Plaza ${id}`,
  direccion: 'Bv. Gálvez 1200',
  cierre: '2026-12-04T23:00:00.000Z',
  abierta: true,
  noLlevo: false,
  pedidos: 0,
  ...fields,
});

const ferias = [
  feria(1, { pedidos: 1 }),
  feria(2, { noLlevo: true }),
  feria(3, { abierta: false, pedidos: 4 }),
];
const sent: unknown[] = [];
const conflict = 'Ya hay 1 pedido con tus productos para la feria del sábado 05/12';
vi.mock('../api.ts', () => ({
  useGetOwnFeriasQuery: () => ({ data: ferias }),
  useSetNoLlevoMutation: () => [
    (body: { feriaId: number }) => {
      sent.push(body);
      const answer =
        body.feriaId === 1
          ? Promise.reject({ status: 409, data: { error: conflict } })
          : Promise.resolve({});
      return { unwrap: () => answer };
    },
    { isLoading: false },
  ],
}));

const card = (lugar: string) =>
  screen.getAllByRole('article').find((a) => a.textContent?.includes(lugar))!;

test('cada feria: sus pedidos, "No llevo a esta feria" o "Sí llevo" mientras está abierta, y el 409 tal como llega', async () => {
  render(<FeriasTab />);
  const first = card('Plaza 1');
  expect(first.textContent).toContain('1 pedido con tus productos');
  fireEvent.click(within(first).getByRole('button', { name: 'No llevo a esta feria' }));
  expect((await within(first).findByRole('alert')).textContent).toBe(conflict);

  const marked = card('Plaza 2');
  expect(marked.textContent).toContain('No llevás a esta feria');
  fireEvent.click(within(marked).getByRole('button', { name: 'Sí llevo' }));
  expect(sent).toEqual([
    { feriaId: 1, noLlevo: true },
    { feriaId: 2, noLlevo: false },
  ]);

  const closed = card('Plaza 3');
  expect(closed.textContent).toContain('4 pedidos con tus productos');
  expect(within(closed).queryByRole('button')).toBeNull();
});
