// The basket lives in local storage (SPEC §3). What is read back may be old, edited by hand or
// from another version: every line is checked and anything unusable is dropped, never thrown.
import { z } from 'zod';
import type { CartItem } from './cart.ts';

export const CART_STORAGE_KEY = 'feria.cart';

const storedLineSchema = z.object({
  id: z.number().int().positive(),
  sku: z.string().catch(''),
  nombre: z.string(),
  marca: z.string().catch(''),
  medida: z.string().catch(''),
  categoria: z.string().catch(''),
  precio: z.number().nonnegative(),
  cantidad: z.number().int().positive(),
  imagen: z.string().catch(''),
  stock: z.number().int().nonnegative(),
});

/** The valid lines of a stored basket (JSON text or already parsed), each id once, capped. */
export function parseStoredCart(stored: unknown): CartItem[] {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const lines: CartItem[] = [];
  for (const entry of value) {
    const parsed = storedLineSchema.safeParse(entry);
    if (!parsed.success || lines.some((line) => line.id === parsed.data.id)) continue;
    const cantidad = Math.min(parsed.data.cantidad, parsed.data.stock);
    if (cantidad > 0) lines.push({ ...parsed.data, cantidad });
  }
  return lines;
}

/** JSON text for local storage. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}
