import { CART_STORAGE_KEY } from '@feria/domain/cart-storage';
import { expect, test } from 'vitest';
import { yerbaLine as yerba } from '../../test/products.ts';
import { store } from '../store.ts';
import { cartChanged } from './slice.ts';

test('agregar al carrito lo guarda en el almacenamiento del navegador; vaciarlo borra la clave', () => {
  store.dispatch(cartChanged({ type: 'add', item: yerba }));
  store.dispatch(cartChanged({ type: 'increase', id: 7 }));
  expect(store.getState().cart.items).toMatchObject([{ id: 7, cantidad: 2 }]);
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toMatchObject([
    { id: 7, cantidad: 2 },
  ]);

  store.dispatch(cartChanged({ type: 'clear' }));
  expect(store.getState().cart.items).toEqual([]);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('nunca supera el stock del producto', () => {
  store.dispatch(cartChanged({ type: 'add', item: yerba, cantidad: 9 }));
  expect(store.getState().cart.items).toMatchObject([{ id: 7, cantidad: 3 }]);
  store.dispatch(cartChanged({ type: 'clear' }));
});
