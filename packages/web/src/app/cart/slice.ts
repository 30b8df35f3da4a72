import { type CartAction, type CartItem, cartReducer } from '@feria/domain/cart';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from '@feria/domain/cart-storage';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The basket: SPEC §4's state machine (domain cartReducer), kept in local storage. */
export type CartState = { items: CartItem[] };

function readStored(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ items: readStored() }),
  reducers: {
    cartChanged(state, action: PayloadAction<CartAction>) {
      state.items = cartReducer(state.items, action.payload);
    },
    cartRestored(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
});

export const { cartChanged, cartRestored } = cartSlice.actions;

/** Writes the basket to local storage (cleared basket: key removed) whenever it changes. */
export function persistCart(items: CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } catch {
    // Private mode or a full storage: the basket still works for this visit.
  }
}
