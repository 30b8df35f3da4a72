// The "Ventas" grid shows 9 cards, and "Ver más ventas" adds 9 more (SPEC §9). The visible
// count starts over whenever the list changes (a new search, a sale annulled or added).
import { SALES_PAGE, showMoreBy } from './pagination.ts';

export type SalesPage<T> = { shown: T[]; hasMore: boolean };

/** The first `visible` cards and whether "Ver más ventas" still has something to add. */
export function salesPage<T>(cards: readonly T[], visible: number): SalesPage<T> {
  const count = Number.isFinite(visible) ? Math.max(SALES_PAGE, Math.floor(visible)) : SALES_PAGE;
  return { shown: cards.slice(0, count), hasMore: cards.length > count };
}

/** The visible count after one more click on "Ver más ventas". */
export function moreSales(visible: number): number {
  return showMoreBy(visible, SALES_PAGE);
}
