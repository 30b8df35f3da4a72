import {
  type CardOrigin,
  cartItemFromProduct,
  cartLineCount,
  cartTotalCents,
  checkCardAdd,
  checkDetailAdd,
  quantityInCart,
} from '@feria/domain/rules/cart';
import type { Product } from '@feria/domain/schemas/api-types';
import { useCallback } from 'react';
import { toast } from '../../lib/toast.ts';
import { changeCart, useCartItems } from './basket.ts';

/** The badge's number: lines, not units (SPEC §2). */
export const useCartLineCount = () => cartLineCount(useCartItems());

/** The basket's total in cents (price × quantity of every line). */
export const useCartTotalCents = () => cartTotalCents(useCartItems());

/** "Agregar" on a product card, with SPEC §5's messages for where the card is. */
export function useAddFromCard(origin: Exclude<CardOrigin, 'pos'>) {
  return useCallback(
    (product: Product) => {
      const check = checkCardAdd(product.nombre, product.stock, origin);
      if (!check.ok) {
        toast.error(check.message);
        return;
      }
      changeCart({ type: 'add', item: cartItemFromProduct(product) });
      toast.success(check.message);
    },
    [origin],
  );
}

/** "Agregar a la canasta" on the detail page: the chosen quantity, checked against the stock. */
export function useAddFromDetail() {
  const items = useCartItems();
  return useCallback(
    (product: Product, chosen: number): boolean => {
      const check = checkDetailAdd(chosen, quantityInCart(items, product.id), product.stock);
      if (!check.ok) {
        toast.error(check.message);
        return false;
      }
      changeCart({ type: 'add', item: cartItemFromProduct(product), cantidad: chosen });
      toast.success(check.message);
      return true;
    },
    [items],
  );
}
