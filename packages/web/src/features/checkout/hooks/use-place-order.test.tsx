import { MSG } from '@feria/domain/messages/shop';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { changeCart } from '../../../app/cart/basket.ts';
import { store } from '../../../app/store.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { yerbaLine } from '../../../test/products.ts';
import { type OrderForm, usePlaceOrder } from './use-place-order.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>
    <MemoryRouter>{children}</MemoryRouter>
  </Provider>
);

const cliente = {
  nombre: 'Rosa Giménez',
  correo: 'rosa@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 2100',
  cp: '3000',
  celular: '3425551234',
};

test('"Confirmar pedido" dice el primer dato que falta, en el orden de la tienda, sin enviar nada', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  render(<Toaster />);
  const form: OrderForm = { cliente: { ...cliente, cp: ' ' }, formaPago: '', envio: '' };
  const { result, rerender } = renderHook(() => usePlaceOrder(form), { wrapper });

  await act(() => result.current.confirm());
  expect(await screen.findByText(MSG.camposSinCompletar)).toBeTruthy();

  form.cliente = cliente;
  rerender();
  await act(() => result.current.confirm());
  expect(await screen.findByText(MSG.faltaFormaPago)).toBeTruthy();

  form.formaPago = 'efectivo';
  form.envio = 'retiro';
  rerender();
  await act(() => result.current.confirm());
  expect(await screen.findByText(MSG.canastaVacia)).toBeTruthy();

  act(() => {
    changeCart({ type: 'add', item: yerbaLine });
  });
  form.formaPago = 'tarjetaCredito';
  rerender();
  await act(() => result.current.confirm());
  expect(await screen.findByText(MSG.formaPagoInvalida)).toBeTruthy();

  expect(fetch).not.toHaveBeenCalled();
  expect(result.current.state.status).toBe('idle');
});
