import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../core/store.ts';
import { yerba } from '../../../test/products.ts';
import { TicketPanel } from '../components/ticket-panel.tsx';
import { ticketChanged } from '../slice.ts';
import { WeighDialogHost } from './weigh-dialog.tsx';
import { nextDigits } from './weigh-keypad.tsx';
import { askWeight } from './weigh-store.ts';

const tomate = {
  ...yerba,
  id: 31,
  nombre: 'Tomate perita',
  precio: 2400,
  stock: 1000,
  unidad: 'kg' as const,
};

const sale = { submit: vi.fn(async () => {}), isLoading: false, shortage: null };

test('el teclado de peso pone en la orden los gramos que dice la balanza', async () => {
  render(
    <Provider store={store}>
      <TicketPanel sale={sale} pagaCon="" onPagaCon={() => {}} />
      <WeighDialogHost />
    </Provider>,
  );
  const user = userEvent.setup();
  act(() => askWeight(tomate));
  const dialog = screen.getByRole('dialog', { name: 'Tomate perita' });
  for (const key of ['3', '3', '3'])
    await user.click(within(dialog).getByRole('button', { name: key }));
  expect((within(dialog).getByLabelText('Peso (g)') as HTMLInputElement).value).toBe('333');
  expect(dialog.textContent).toContain('333 g · $ 799,20');
  await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status', { name: 'Cantidad de Tomate perita' }).textContent).toBe(
    '333 g',
  );
  expect(screen.getByLabelText('Importes').textContent).toContain('Total$ 799,20');

  // More than the stock left (1000 − 333 g) is refused in kilograms; 0 g is no weight.
  act(() => askWeight(tomate));
  const again = screen.getByRole('dialog', { name: 'Tomate perita' });
  await user.click(within(again).getByRole('button', { name: 'Agregar' }));
  expect(within(again).getByRole('alert').textContent).toBe('El peso debe ser mayor a 0');
  await user.type(within(again).getByLabelText('Peso (g)'), '700');
  await user.click(within(again).getByRole('button', { name: 'Agregar' }));
  expect(within(again).getByRole('alert').textContent).toBe('0,667 kg disponibles.');
  act(() => {
    store.dispatch(ticketChanged({ type: 'cart', action: { type: 'clear' } }));
  });
}, 30_000);

test('las teclas agregan dígitos, sin ceros a la izquierda ni más de siete', () => {
  expect(nextDigits('', '0')).toBe('');
  expect(nextDigits('', '00')).toBe('');
  expect(nextDigits('1', '00')).toBe('100');
  expect(nextDigits('123', '⌫')).toBe('12');
  expect(nextDigits('1234567', '8')).toBe('1234567');
});
