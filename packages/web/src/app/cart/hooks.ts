import {
  type CardOrigin,
  cartItemFromProduct,
  cartLineCount,
  cartTotalCents,
  checkCardAdd,
  checkDetailAdd,
  quantityInCart,
} from '@feria/domain/cart';
import type { Product } from '@feria/domain/schemas/api-types';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { toast } from '../../components/ui/toast.tsx';
import type { AppDispatch, RootState } from '../store.ts';
import { cartChanged } from './slice.ts';

export const useCartItems = () => useSelector((s: RootState) => s.cart.items);

/** The badge's number: lines, not units (SPEC §2). */
export const useCartLineCount = () => useSelector((s: RootState) => cartLineCount(s.cart.items));

/** The basket's total in cents (price × quantity of every line). */
export const useCartTotalCents = () => useSelector((s: RootState) => cartTotalCents(s.cart.items));

/** "Agregar" on a product card, with SPEC §5's messages for where the card is. */
export function useAddFromCard(origin: Exclude<CardOrigin, 'pos'>) {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    (product: Product) => {
      const check = checkCardAdd(product.nombre, product.stock, origin);
      if (!check.ok) {
        toast.error(check.message);
        return;
      }
      dispatch(cartChanged({ type: 'add', item: cartItemFromProduct(product) }));
      toast.success(check.message);
    },
    [dispatch, origin],
  );
}

/** "Agregar a la canasta" on the detail page: the chosen quantity, checked against the stock. */
export function useAddFromDetail() {
  const dispatch = useDispatch<AppDispatch>();
  const items = useCartItems();
  return useCallback(
    (product: Product, chosen: number): boolean => {
      const check = checkDetailAdd(chosen, quantityInCart(items, product.id), product.stock);
      if (!check.ok) {
        toast.error(check.message);
        return false;
      }
      dispatch(cartChanged({ type: 'add', item: cartItemFromProduct(product), cantidad: chosen }));
      toast.success(check.message);
      return true;
    },
    [dispatch, items],
  );
}
