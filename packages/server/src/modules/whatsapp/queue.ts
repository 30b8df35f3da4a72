// MARKET §13.3: a notice is a row of whatsapp_avisos made in the same transaction as the action
// (an order placed, made Listo, moved, a bolsón generated), so it exists exactly when the action
// committed; the unique key (evento, sale_id) makes it once per order ever, whatever repeats the
// action (Listo twice, two requests at once, a second generation). A worker sends it later.
import type { AvisoEvento } from '@feria/domain/rules/whatsapp-avisos';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// Whether Tier 2 is on: set once by buildApp. With it off the opt-in is stored but no notice is
// made, so switching it on later never sends old news.
let noticesOn = false;

export function setWhatsappNotices(on: boolean): void {
  noticesOn = on;
}

/** The event's notice for each of the orders that asked for WhatsApp notices; none twice. */
export async function queueNotices(
  tx: DbOrTx,
  evento: AvisoEvento,
  saleIds: readonly number[],
): Promise<void> {
  if (!noticesOn || saleIds.length === 0) return;
  const ids = sql.join(
    saleIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into whatsapp_avisos (sale_id, evento)
    select id, ${evento} from sales
    where id in (${ids}) and avisos_whatsapp and canal = 'web'
    order by id
    on conflict (evento, sale_id) do nothing`);
}
