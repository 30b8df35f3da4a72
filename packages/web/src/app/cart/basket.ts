import { type CartAction, type CartItem, cartReducer } from '@feria/domain/rules/cart';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from '@feria/domain/rules/cart-storage';
import { useSyncExternalStore } from 'react';

/**
 * The basket: SPEC §4's state machine (domain cartReducer), kept in local storage. A module of
 * its own, read with useSyncExternalStore, so the storefront's first pages need no Redux store.
 */
let items: CartItem[] = readStored();
const watchers = new Set<() => void>();

function readStored(): CartItem[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Writes the basket to local storage (cleared basket: key removed). */
function persist(next: CartItem[]): void {
  try {
    if (next.length === 0) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, serializeCart(next));
  } catch {
    // Private mode or a full storage: the basket still works for this visit.
  }
}

/** The basket's lines now. */
export const cartItems = (): CartItem[] => items;

/** The basket with its lines replaced (brought up to date with the catalogue). */
export function restoreCart(next: CartItem[]): void {
  if (next === items) return;
  items = next;
  persist(next);
  for (const watcher of watchers) watcher();
}

/** One of the basket's changes: add, increase, decrease, set, remove, clear, sync. */
export const changeCart = (action: CartAction): void => restoreCart(cartReducer(items, action));

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

export const useCartItems = (): CartItem[] => useSyncExternalStore(watch, cartItems);
