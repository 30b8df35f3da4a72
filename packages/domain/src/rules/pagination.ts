// Page sizes and the numbered-page window of the products table (SPEC §9). Pages are 1-based.

/** Products table: 25 rows per page (issue 33: SPEC's 5 made 14 pages of a 70-product shop). */
export const PRODUCTS_PAGE_SIZE = 25;
/** Sales cards: 9 first, 9 more per "Ver más ventas". */
export const SALES_PAGE = 9;
/** Balance table: 10 entries per page. */
export const BALANCE_PAGE_SIZE = 10;
/** How many page numbers the products table shows. */
const PAGE_WINDOW = 4;

/** Number of pages; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) throw new RangeError(`Tamaño de página inválido: ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number brought inside 1..totalPages. */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), Math.max(1, totalPages));
}

/**
 * The page numbers to show: all of them when there are `size` or fewer; otherwise `size`
 * consecutive numbers with the current one second (1-2-3-4 at the start, the last 4 at the end).
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const width = Math.max(1, Math.floor(size));
  if (total <= width) return Array.from({ length: total }, (_, i) => i + 1);
  const page = clampPage(current, total);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), total - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/** The items of one page; a page outside the list gives []. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!(pageSize > 0)) throw new RangeError(`Tamaño de página inválido: ${pageSize}`);
  const start = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** "Ver más": how many items to show after one more click. */
export function showMoreBy(visible: number, step: number): number {
  return visible + step;
}
