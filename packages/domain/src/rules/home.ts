// The home page's rules (SPEC §2, §9): the last 8 published products, and the carousel's
// previous/next, which wraps like the detail page's gallery. Kept apart from catalog.ts so the
// home page (the storefront's first download) does not carry the whole catalogue module.

/** The home page shows the last 8 published products. */
const HOME_LATEST = 8;

/** The newest published products for the home page (highest id first). */
export function homeLatest<T extends { id: number; publicado: string }>(
  products: readonly T[],
): T[] {
  return products
    .filter((product) => product.publicado === 'si')
    .sort((a, b) => b.id - a.id)
    .slice(0, HOME_LATEST);
}

/** Previous/next in a gallery or carousel of `length` items, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (!(length > 0)) return 0;
  return (((Math.trunc(index) + Math.trunc(step)) % length) + length) % length;
}
