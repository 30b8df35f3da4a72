import { unidadesDisponibles } from '@feria/domain/messages/storefront';
import { cartItemFromProduct, checkCardAdd, quantityInCart } from '@feria/domain/rules/cart';
import type { PosTicketAction } from '@feria/domain/rules/pos-ticket';
import { kgDisponibles } from '@feria/domain/rules/weight';
import type { Product } from '@feria/domain/schemas/api-types';
import { createSelector } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, RootState } from '../../../core/store.ts';
import { toast } from '../../../lib/toast.ts';
import { selectTicket, ticketChanged } from '../slice.ts';
import { askWeight } from '../weigh/weigh-store.ts';

export const useTicket = () => useSelector((s: RootState) => selectTicket(s));

/** How much of each product the ticket holds, worked out once per ticket. */
const selectCounts = createSelector([(s: RootState) => selectTicket(s).items], (items) => {
  const counts = new Map<number, number>();
  // The first line of a product, as quantityInCart reads it.
  for (const line of items) if (!counts.has(line.id)) counts.set(line.id, line.cantidad);
  return counts;
});

/**
 * How much of one product the ticket holds. A number, so a touch re-renders only the row of the
 * product touched, not the 1,000 rows of a big stall; each row looks it up in one table of the
 * ticket's counts instead of searching the ticket's lines (issue 36).
 */
export const useTicketCount = (productId: number) =>
  useSelector((s: RootState) => selectCounts(s).get(productId) ?? 0);

/** Sends one action to the ticket's state machine. */
export function useTicketDispatch() {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback((action: PosTicketAction) => dispatch(ticketChanged(action)), [dispatch]);
}

/**
 * Touching a product: "Producto sin stock", or one more unit and "Se agregó al carrito". The
 * function stays the same across tickets (it reads the ticket when touched), so memoised rows
 * given it do not re-render when the ticket changes.
 */
export function useAddToTicket() {
  const send = useTicketDispatch();
  const store = useStore<RootState>();
  return useCallback(
    (product: Product) => {
      const { items } = selectTicket(store.getState());
      const check = checkCardAdd(product.nombre, product.stock, 'pos');
      if (!check.ok) {
        toast.error(check.message);
        return;
      }
      // Beyond the spec: the ticket never holds more than the stock, and says so.
      if (quantityInCart(items, product.id) >= product.stock) {
        const left =
          product.unidad === 'kg'
            ? kgDisponibles(product.stock)
            : unidadesDisponibles(product.stock);
        toast.error(`${product.nombre}: ${left}`);
        return;
      }
      if (product.unidad === 'kg') return askWeight(product); // MARKET §8: the keypad asks the grams
      send({ type: 'cart', action: { type: 'add', item: cartItemFromProduct(product) } });
      toast.success(check.message, 1500);
    },
    [send, store],
  );
}
