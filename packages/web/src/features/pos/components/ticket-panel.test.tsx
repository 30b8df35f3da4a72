import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test } from 'vitest';
import { store } from '../../../app/store.ts';
import { yerbaLine } from '../../../test/products.ts';
import { ticketChanged } from '../slice.ts';
import { TicketPanel } from './ticket-panel.tsx';

function renderTicket() {
  render(
    <Provider store={store}>
      <TicketPanel />
    </Provider>,
  );
  return userEvent.setup();
}

test('la orden suma, resta y borra líneas, y recalcula el total con el recargo del medio', async () => {
  const user = renderTicket();
  expect(screen.getByText('Tocá un producto para agregarlo a la orden.')).toBeTruthy();

  act(() => {
    store.dispatch(ticketChanged({ type: 'cart', action: { type: 'add', item: yerbaLine } }));
  });
  const lines = screen.getByRole('list', { name: 'Productos de la orden' });
  expect(within(lines).getByText('Yerba Barbacuá')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Sumar una unidad de Yerba Barbacuá' }));
  await user.click(screen.getByRole('button', { name: 'Sumar una unidad de Yerba Barbacuá' }));
  expect(screen.getByRole('status', { name: 'Cantidad de Yerba Barbacuá' }).textContent).toBe('3');
  // Three is all the stock there is: "+" stops there.
  const more = screen.getByRole('button', { name: 'Sumar una unidad de Yerba Barbacuá' });
  expect((more as HTMLButtonElement).disabled).toBe(true);

  await user.selectOptions(screen.getByLabelText('Forma de pago'), 'QR');
  const importes = screen.getByLabelText('Importes');
  expect(importes.textContent).toContain('Subtotal$ 9.600,00');
  expect(importes.textContent).toContain('Recargo (+7%)$ 672,00');
  expect(importes.textContent).toContain('Total$ 10.272,00');

  await user.click(screen.getByRole('button', { name: 'Borrar todo' }));
  expect(screen.getByText('Tocá un producto para agregarlo a la orden.')).toBeTruthy();
});
