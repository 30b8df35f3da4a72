import type { CartAction } from '@feria/domain/rules/cart';
import type { ApiError } from '@feria/domain/schemas/api-types';

/** The line a sale or an order ran short on, and how many units are left of it. */
export type Shortage = { productId: number; disponibles: number };

/**
 * The 409 of API.md when stock ran out meanwhile (the body names the product and what is left),
 * for the web's basket and the point-of-sale ticket alike; null for any other failure.
 */
export function stockShortage(error: unknown): Shortage | null {
  const { status, data } = error as { status?: unknown; data?: ApiError };
  if (status !== 409 || typeof data?.productId !== 'number') return null;
  return { productId: data.productId, disponibles: data.disponibles ?? 0 };
}

/** The basket's or the ticket's change that brings the short line down to what is left. */
export const syncToShortage = ({ productId, disponibles }: Shortage): CartAction => ({
  type: 'sync',
  stock: { [productId]: disponibles },
});
