import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { expect, test } from 'vitest';
import { store } from '../../../core/store.ts';
import { yerba } from '../../../test/products.ts';
import { useAddToTicket, useTicket } from './use-ticket.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <Provider store={store}>{children}</Provider>
);

test('tocar un producto suma de a una unidad, nunca más que el stock, y uno sin stock no entra', () => {
  const { result } = renderHook(() => ({ add: useAddToTicket(), ticket: useTicket() }), {
    wrapper,
  });
  act(() => result.current.add({ ...yerba, id: 8, nombre: 'Lentejas', stock: 0 }));
  expect(result.current.ticket.items).toEqual([]);

  for (let i = 0; i < 5; i++) act(() => result.current.add(yerba));
  expect(result.current.ticket.items).toMatchObject([{ id: 7, cantidad: 3 }]);
});

test('la función de tocar un producto es la misma aunque cambie la orden (las filas no se redibujan)', () => {
  const { result } = renderHook(() => ({ add: useAddToTicket(), ticket: useTicket() }), {
    wrapper,
  });
  const first = result.current.add;
  act(() => first({ ...yerba, id: 9, nombre: 'Mate', stock: 2 }));
  expect(result.current.ticket.items).toMatchObject([{ id: 7 }, { id: 9, cantidad: 1 }]);
  expect(result.current.add).toBe(first);
  // Read when touched, not when made: the stock limit still sees the ticket of now.
  act(() => first({ ...yerba, id: 9, nombre: 'Mate', stock: 2 }));
  act(() => first({ ...yerba, id: 9, nombre: 'Mate', stock: 2 }));
  expect(result.current.ticket.items).toMatchObject([{ id: 7 }, { id: 9, cantidad: 2 }]);
});
