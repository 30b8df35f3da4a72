import type { PrepOrder } from '@feria/domain/schemas/ferias-api';
import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { expect, test } from 'vitest';
import { store } from '../../../core/store.ts';
import { PrepOrders } from './prep-orders.tsx';

const order = (id: number): PrepOrder => ({
  id,
  cliente: { nombre: `Cliente ${id}`, celular: '3425551234', correo: '', direccion: 'Calle 1' },
  envio: 'envio',
  formaPago: 'efectivo',
  estadoPago: 'Pendiente',
  total: '2000.00',
  envioCosto: '0.00',
  zona: null,
  cobro: {
    estado: 'cobrado',
    medio: 'efectivo',
    fecha: null,
    comprobante: null,
    mercadoPago: null,
  },
  lineas: [
    {
      idProducto: 1,
      nombre: 'Queso',
      marca: 'La Vaca',
      medida: '500 g',
      cantidad: 2,
      precio: '1000.00',
      subtotal: '2000.00',
      unidad: 'unidad',
    },
  ],
});

// Rendering a hundred blocks in jsdom takes seconds on a busy machine.
const SLOW = { timeout: 60_000 };

const pedidos = Array.from({ length: 130 }, (_, i) => order(i + 1));

function renderOrders() {
  render(
    <Provider store={store}>
      <PrepOrders pedidos={pedidos} />
    </Provider>,
  );
  const list = screen.getByRole('region', { name: 'Por pedido' }).querySelector('ul')!;
  const blocks = () => list.querySelectorAll(':scope > li').length;
  return { list, blocks };
}

test('dibuja los pedidos de a tandas, la lista ocupada hasta tenerlos todos', SLOW, async () => {
  const { list, blocks } = renderOrders();
  expect(blocks()).toBe(100);
  expect(list.getAttribute('aria-busy')).toBe('true');
  // Each chunk comes in a task of its own: let a few tasks run.
  for (let i = 0; i < 10 && blocks() < 130; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(blocks()).toBe(130);
  expect(list.getAttribute('aria-busy')).toBe('false');
  const last = within(list)
    .getByRole('heading', { name: /Pedido N° 130/ })
    .closest('li')!;
  expect(last.textContent).toContain('Cliente 130 · 3425551234');
  expect(last.textContent).toContain('Envío: Calle 1 · Efectivo');
  expect(last.textContent).toContain('2 × Queso 500 g (La Vaca)');
});

test('antes de imprimir dibuja todos los pedidos de una vez', SLOW, () => {
  const { list, blocks } = renderOrders();
  expect(blocks()).toBe(100);
  act(() => {
    window.dispatchEvent(new Event('beforeprint'));
  });
  expect(blocks()).toBe(130);
  expect(list.getAttribute('aria-busy')).toBe('false');
});
