// Generated product codes: the category's first three letters and a running number, as the demo
// catalogue writes them ("YER-001", "HAR-007"). Used when the product form leaves SKU blank.
import { normalizeText } from './catalog.ts';

/** "Harinas y Fécula" → "HAR", "Azúcar" → "AZU"; "PRD" when the category has no letters. */
export function skuPrefix(categoria: string): string {
  const letters = normalizeText(categoria).replace(/[^a-z]/g, '');
  return letters.length > 0 ? letters.slice(0, 3).toUpperCase() : 'PRD';
}

/**
 * The next code for a prefix, one above the highest number among the existing codes that have
 * that prefix ("YER-001", "YER-004" → "YER-005"); at least three digits. A reserved code (one a
 * file still to be imported names for a new product) is skipped: "YER-005" reserved → "YER-006".
 */
export function nextSku(
  prefix: string,
  existing: readonly string[],
  reserved: ReadonlySet<string> = new Set(),
): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  let highest = 0;
  for (const sku of existing) {
    const match = pattern.exec(sku);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  const code = (n: number) => `${prefix}-${String(n).padStart(3, '0')}`;
  let next = highest + 1;
  while (reserved.has(code(next))) next++;
  return code(next);
}
