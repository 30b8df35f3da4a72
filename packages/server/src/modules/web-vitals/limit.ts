// Issue 57 §8: at most PER_MINUTE web-vitals reports a minute from one address across every
// server. The count lives in the database: one row per address with the start of its minute,
// added to in one statement (two servers at once never both take the last place); a minute
// after its start the count starts over. Rows of minutes already over are dropped.
import { MSG } from '@feria/domain/messages/shop';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webVitalsCounts } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

const MINUTE = 60_000;

/** Counts one report from `ip`; throws the Spanish 429 past `limit` within its minute. */
export async function takeReport(db: Db, ip: string, limit: number, now: Date): Promise<void> {
  const over = new Date(now.getTime() - MINUTE);
  await db.delete(webVitalsCounts).where(lt(webVitalsCounts.desde, over));
  const stale = sql`${webVitalsCounts.desde} <= ${over.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(webVitalsCounts)
    .values({ ip, desde: now, n: 1 })
    .onConflictDoUpdate({
      target: webVitalsCounts.ip,
      set: {
        n: sql`case when ${stale} then 1 else ${webVitalsCounts.n} + 1 end`,
        desde: sql`case when ${stale} then excluded.desde else ${webVitalsCounts.desde} end`,
      },
    })
    .returning({ n: webVitalsCounts.n });
  if ((row?.n ?? 0) > limit) throw new HttpError(429, MSG.demasiadosIntentos);
}
