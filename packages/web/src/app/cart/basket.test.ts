import { CART_STORAGE_KEY } from '@feria/domain/rules/cart-storage';
import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { yerbaLine as yerba } from '../../test/products.ts';
import { cartItems, changeCart, useCartItems } from './basket.ts';

test('agregar al carrito lo guarda en el almacenamiento del navegador; vaciarlo borra la clave', () => {
  changeCart({ type: 'add', item: yerba });
  changeCart({ type: 'increase', id: 7 });
  expect(cartItems()).toMatchObject([{ id: 7, cantidad: 2 }]);
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toMatchObject([
    { id: 7, cantidad: 2 },
  ]);

  changeCart({ type: 'clear' });
  expect(cartItems()).toEqual([]);
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('nunca supera el stock del producto', () => {
  changeCart({ type: 'add', item: yerba, cantidad: 9 });
  expect(cartItems()).toMatchObject([{ id: 7, cantidad: 3 }]);
  changeCart({ type: 'clear' });
});

test('la pantalla que muestra la canasta se vuelve a dibujar con cada cambio', () => {
  const { result } = renderHook(() => useCartItems());
  expect(result.current).toEqual([]);
  act(() => changeCart({ type: 'add', item: yerba, cantidad: 2 }));
  expect(result.current).toMatchObject([{ id: 7, cantidad: 2 }]);
  act(() => changeCart({ type: 'remove', id: 7 }));
  expect(result.current).toEqual([]);
});
