// Row ids in paths (/api/sheets/data/:id, /api/ferias/:id…): 1 to 9 digits, so they fit the
// database's integer columns. Anything else names no row, which is a 404, never a 400 or a 500.
import { z } from 'zod';
import { failsAsNotFound } from './zod-provider.ts';

const ID = /^\d{1,9}$/;

/** The id a path segment spells, or null when it cannot name a row. */
export function idFrom(raw: unknown): number | null {
  return typeof raw === 'string' && ID.test(raw) ? Number(raw) : null;
}

/** A row id in a path, as a number. */
export const rowId = z.string().regex(ID).transform(Number);

/** The params schema of a path with one row id (`:id` unless named); a bad one is a 404. */
export function idParams<K extends string = 'id'>(notFound: string, name: K = 'id' as K) {
  const shape = { [name]: rowId } as Record<K, typeof rowId>;
  return failsAsNotFound(z.object(shape), notFound);
}
