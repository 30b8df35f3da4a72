import { unidadesDisponibles } from '@feria/domain/messages/storefront';
import { cartItemFromProduct, checkCardAdd, quantityInCart } from '@feria/domain/rules/cart';
import type { PosTicketAction } from '@feria/domain/rules/pos-ticket';
import type { Product } from '@feria/domain/schemas/api-types';
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../../../app/store.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { selectTicket, ticketChanged } from '../slice.ts';
import { askWeight } from '../weigh/weigh-store.ts';

export const useTicket = () => useSelector((s: RootState) => selectTicket(s));

/** Sends one action to the ticket's state machine. */
export function useTicketDispatch() {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback((action: PosTicketAction) => dispatch(ticketChanged(action)), [dispatch]);
}

/** Touching a product: "Producto sin stock", or one more unit and "Se agregó al carrito". */
export function useAddToTicket() {
  const send = useTicketDispatch();
  const { items } = useTicket();
  return useCallback(
    (product: Product) => {
      const check = checkCardAdd(product.nombre, product.stock, 'pos');
      if (!check.ok) {
        toast.error(check.message);
        return;
      }
      // Beyond the spec: the ticket never holds more than the stock, and says so.
      if (quantityInCart(items, product.id) >= product.stock) {
        toast.error(`${product.nombre}: ${unidadesDisponibles(product.stock)}`);
        return;
      }
      if (product.unidad === 'kg') return askWeight(product); // MARKET §8: the keypad asks the grams
      send({ type: 'cart', action: { type: 'add', item: cartItemFromProduct(product) } });
      toast.success(check.message, 1500);
    },
    [send, items],
  );
}
