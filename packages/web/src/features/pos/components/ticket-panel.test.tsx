import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../core/store.ts';
import { yerbaLine } from '../../../test/products.ts';
import { ticketChanged } from '../slice.ts';
import { TicketPanel } from './ticket-panel.tsx';

const sale = { submit: vi.fn(async () => {}), isLoading: false, shortage: null };

function renderTicket() {
  function WithPagaCon() {
    const [pagaCon, setPagaCon] = useState('');
    return <TicketPanel sale={sale} pagaCon={pagaCon} onPagaCon={setPagaCon} />;
  }
  render(
    <Provider store={store}>
      <WithPagaCon />
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

  // Efectivo comes chosen: "Paga con" shows the change as it is typed.
  expect(screen.getByRole('radio', { name: 'Efectivo' })).toHaveProperty('checked', true);
  expect(screen.getByRole('radio', { name: 'Retiro' })).toHaveProperty('checked', true);
  await user.type(screen.getByLabelText('Paga con'), '10.000');
  expect(screen.getByRole('status', { name: 'Vuelto' }).textContent).toBe('Vuelto $ 400,00');
  await user.clear(screen.getByLabelText('Paga con'));
  await user.type(screen.getByLabelText('Paga con'), '5000');
  expect(screen.getByRole('status', { name: 'Vuelto' }).textContent).toBe('Faltan $ 4.600,00');
  await user.click(screen.getByRole('button', { name: 'Crear Venta' }));
  expect(sale.submit).toHaveBeenCalledWith(960000);

  await user.click(screen.getByRole('radio', { name: 'QR' }));
  expect(screen.queryByLabelText('Paga con')).toBeNull();
  const importes = screen.getByLabelText('Importes');
  expect(importes.textContent).toContain('Subtotal$ 9.600,00');
  expect(importes.textContent).toContain('Recargo (+7%)$ 672,00');
  expect(importes.textContent).toContain('Total$ 10.272,00');

  await user.click(screen.getByRole('button', { name: 'Borrar todo' }));
  expect(screen.getByText('Tocá un producto para agregarlo a la orden.')).toBeTruthy();
}, 15_000);
