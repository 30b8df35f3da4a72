// Control's list on a big stall (issue 36, 1,000 products; 60 here): every product ends up drawn, and a touch re-renders
// the row touched only (counted by the rows asking for their picture's address as they render).
import type { Product } from '@feria/domain/schemas/api-types';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { expect, test, vi } from 'vitest';
import { store } from '../../../core/store.ts';
import { yerba } from '../../../test/products.ts';
import * as pictures from '../pictures.ts';
import { PosProductList } from './pos-product-list.tsx';

const rowRenders = vi.spyOn(pictures, 'posThumb');

const products: Product[] = Array.from({ length: 60 }, (_, i) => ({
  ...yerba,
  id: i + 1,
  sku: `P-${i + 1}`,
  nombre: `Producto ${i + 1}`,
  stock: 50,
}));

test('con 60 productos se dibujan todos, y tocar uno vuelve a dibujar solo esa fila', async () => {
  const view = (list: readonly Product[]) => (
    <Provider store={store}>
      <PosProductList products={list} loading={false} />
    </Provider>
  );
  const { rerender } = render(view(products));
  const list = screen.getByRole('list', { name: 'Productos' });
  const rows = () => list.querySelectorAll('[role="listitem"] > button');
  expect(rows().length).toBeLessThan(60); // a screenful first
  await waitFor(() => expect(rows()).toHaveLength(60));
  expect(within(list).getByText('Producto 60')).toBeTruthy();
  // The last batch's effects (each row's subscription to the ticket) run before the touches.
  await act(async () => {});

  rowRenders.mockClear();
  const row = within(list).getByText('Producto 45').closest('button') as HTMLElement;
  fireEvent.click(row);
  fireEvent.click(row);
  expect(within(row).getByText('×2')).toBeTruthy();
  expect(within(list).getAllByText(/^×/)).toHaveLength(1);
  expect(rowRenders).toHaveBeenCalledTimes(2);

  // The screen above re-rendering (a keystroke) with the same products draws no row again.
  rowRenders.mockClear();
  rerender(view(products));
  expect(rowRenders).not.toHaveBeenCalled();

  // The search narrowing the list then clearing it: the rows come back at once, all of them.
  rerender(view(products.slice(0, 1)));
  act(() => rerender(view(products)));
  expect(rows()).toHaveLength(60);
});
