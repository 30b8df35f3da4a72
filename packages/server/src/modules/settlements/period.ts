// The period a settlement covers, read from its query (MARKET §4): dates or a feria.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { type SettlementQuery, settlementCsvName } from '@feria/domain/schemas/producer';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { feriaExists, type Period } from './read.ts';

/** `?desde=&hasta=` (Buenos Aires days, both needed) or `?feriaId=` (404 when unknown). */
export async function periodOf(
  db: Db,
  q: SettlementQuery,
): Promise<{ period: Period; name: string }> {
  const name = settlementCsvName(q);
  if (!q.feriaId) return { period: { desde: q.desde!, hasta: q.hasta! }, name };
  const feriaId = Number(q.feriaId);
  if (!(await feriaExists(db, feriaId))) throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
  return { period: { feriaId }, name };
}
