// Lists the server pages with `?offset=&limit=` and X-Total-Count (API.md; issue 12): the pieces
// an RTK Query infinite endpoint needs to load them one server page at a time.
import { TOTAL_COUNT_HEADER } from '@feria/domain/schemas/paging';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** Rows the web asks for per server page. */
const WEB_PAGE_LIMIT = 100;

export type Paged<T> = { items: T[]; total: number };

/** The rows of one answer and the full count from its header. */
export function toPaged<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Paged<T> {
  const header = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null || header === undefined ? Number.NaN : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** The offset of the next page, or undefined once every row is loaded. */
export function nextOffset<T>(last: Paged<T>, all: Paged<T>[]): number | undefined {
  const loaded = all.reduce((n, page) => n + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

export const pagedUrl = (path: string, offset: number) =>
  `${path}?offset=${offset}&limit=${WEB_PAGE_LIMIT}`;

/** Every loaded row, in order, and the server's full count. */
export function flattenPages<T>(pages: Paged<T>[] | undefined): Paged<T> {
  const list = pages ?? [];
  return { items: list.flatMap((page) => page.items), total: list.at(-1)?.total ?? 0 };
}
