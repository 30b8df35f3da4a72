// `?offset=&limit=` of the staff lists that grow without end (API.md; issue 12): sales, users,
// a customer's purchases, cash entries. The answer carries the full count in X-Total-Count.
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { MAX_INT32 } from './bounds.ts';

const DEFAULT_PAGE_LIMIT = 100;
const MAX_PAGE_LIMIT = 500;
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** A query value: absent or blank is the default; otherwise a whole number in [min, max]. */
function whole(min: number, max: number, fallback: number, message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .optional()
    .transform((raw, ctx) => {
      const text = raw === undefined ? '' : String(raw).trim();
      if (text === '') return fallback;
      const value = Number(text);
      if (!/^\d+$/.test(text) || value < min || value > max) {
        ctx.issues.push({ code: 'custom', message, input: raw });
        return z.NEVER;
      }
      return value;
    });
}

export const pageQuerySchema = z.object({
  offset: whole(0, MAX_INT32, 0, MSG.offsetInvalido),
  limit: whole(1, MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT, MSG.limitInvalido),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;
