// The order link's second token (MARKET §13.2): the order page's own token is kept only as a hash,
// so notices get a token of their own, made the first time one is needed and kept, so the same
// link comes back every time. 256 random bits in base64url.
import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { newToken } from '../../shared/opaque-token.ts';

/** The notices' token of a web order: the kept one, or a new one kept now (two at once agree). */
export async function noticeToken(db: DbOrTx, saleId: number): Promise<string> {
  const [row] = await db
    .update(sales)
    .set({ avisoToken: sql`coalesce(${sales.avisoToken}, ${newToken().token})` })
    .where(eq(sales.id, saleId))
    .returning({ token: sales.avisoToken });
  if (!row?.token) throw new Error(`sale ${saleId} has no notices token`);
  return row.token;
}

/** Whether `token` is the order's notices token, compared in constant time. */
export function isNoticeToken(stored: string | null, token: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
