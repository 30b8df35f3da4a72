// Row ids in paths (/api/sheets/data/:id, /api/ferias/:id…): 1 to 9 digits, so they fit the
// database's integer columns. Anything else names no row, which is a 404, never a 400 or a 500.
import { HttpError } from './errors.ts';

const ID = /^\d{1,9}$/;

/** The id a path segment spells, or null when it cannot name a row. */
export function idFrom(raw: unknown): number | null {
  return typeof raw === 'string' && ID.test(raw) ? Number(raw) : null;
}

/** The id in the path parameter `name`; anything else is a 404 with the route's `notFound`. */
export function idParam(params: unknown, notFound: string, name = 'id'): number {
  const id = idFrom((params as Record<string, unknown> | undefined)?.[name]);
  if (id === null) throw new HttpError(404, notFound);
  return id;
}
