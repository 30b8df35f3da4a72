/**
 * A random Idempotency-Key. `crypto.randomUUID` exists only on secure pages (https or
 * localhost); a tablet opening the shop by its local network address over http still has
 * `getRandomValues`.
 */
export function newSaleKey(): string {
  if (typeof crypto.randomUUID === 'function') return `pos-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `pos-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
