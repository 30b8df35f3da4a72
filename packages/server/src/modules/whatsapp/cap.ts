// MARKET §13.3's monthly cap: every message of a Buenos Aires calendar month that Meta took (it
// has a wamid, whatever happened to it later) or may have taken (enviando, incierto), counted in
// the database so every server sees the same figure.
import { shopDateParts } from '@feria/domain/rules/dates';
import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { whatsappAvisos } from '../../db/schema.ts';

const COUNTED = sql`(${whatsappAvisos.estado} in ('enviando', 'incierto') or ${whatsappAvisos.wamid} is not null)`;

/** The first instant of the current Buenos Aires month (Argentina keeps -03:00 all year). */
function monthStart(now = new Date()): Date {
  return new Date(`${shopDateParts(now).dia.slice(0, 7)}-01T00:00:00-03:00`);
}

/** Messages of this month that Meta took or may have taken (MARKET §13.3's cap). */
export async function sentThisMonth(db: DbOrTx, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(whatsappAvisos)
    .where(and(sql`${whatsappAvisos.enviadoEn} >= ${monthStart(now)}`, COUNTED));
  return row?.n ?? 0;
}
