// MARKET §8: the product waiting for its weight at the point of sale. Touching a product sold by
// weight asks for the grams (askWeight); the keypad dialog, drawn once by the POS screen, reads
// it here. A tiny store rather than props, so the POS only calls one function to hook it in.
import type { Product } from '@feria/domain/schemas/api-types';
import { useSyncExternalStore } from 'react';

let current: Product | null = null;
const listeners = new Set<() => void>();

function set(product: Product | null) {
  current = product;
  for (const listener of listeners) listener();
}

export const askWeight = (product: Product) => set(product);
export const closeWeighing = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useWeighing = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
