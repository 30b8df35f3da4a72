// Tier 1 of WhatsApp (MARKET §13.2): the wa.me link of one sale, and "Avisar a todos" of a feria.
// Nothing is sent by the server: staff open the links on their phone.

import { ANNULLED_STATUS } from '@feria/domain/rules/sale-status';
import {
  avisoTextProblem,
  feriaNoticeText,
  movedNoticeText,
  orderLink,
  saleNoticeText,
  waLink,
} from '@feria/domain/rules/whatsapp-links';
import { whatsappNumber } from '@feria/domain/rules/whatsapp-number';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ferias, sales } from '../../db/schema.ts';
import { noticeToken } from './order-token.ts';

export type LinkContext = { publicUrl: string; shopName: string };

type SaleRow = typeof sales.$inferSelect;

async function enlaceOf(db: Db, ctx: LinkContext, sale: SaleRow): Promise<string> {
  return orderLink(ctx.publicUrl, sale.id, await noticeToken(db, sale.id));
}

export type SaleLinkResult =
  | { ok: true; url: string; texto: string }
  | { ok: false; reason: 'not-found' | 'sin-numero' };

/** The link of one sale (annulled ones too); a point-of-sale sale has no order page. */
export async function saleLink(db: Db, ctx: LinkContext, id: number): Promise<SaleLinkResult> {
  const [sale] = await db.select().from(sales).where(eq(sales.id, id));
  if (!sale) return { ok: false, reason: 'not-found' };
  const numero = whatsappNumber(sale.clienteCelular);
  if (!numero) return { ok: false, reason: 'sin-numero' };
  const enlace = sale.canal === 'web' ? await enlaceOf(db, ctx, sale) : null;
  const texto = saleNoticeText({
    nombre: sale.clienteNombre,
    shopName: ctx.shopName,
    id: sale.id,
    enlace,
  });
  return { ok: true, url: waLink(numero, texto), texto };
}

type FeriaAviso = {
  pedidoId: number;
  cliente: string;
  celular: string;
  url: string | null;
  texto: string;
};

export type FeriaAvisosResult =
  | {
      ok: true;
      feria: { id: number; fecha: string; lugar: string };
      avisos: FeriaAviso[];
    }
  | { ok: false; reason: 'not-found' | 'requerido' | 'largo' };

/**
 * One notice per web order of the feria that is not annulled; for a cancelled feria, the orders
 * moved out of it, with the ready text of where they went when no text is given.
 */
export async function feriaAvisos(
  db: Db,
  ctx: LinkContext,
  feriaId: number,
  rawTexto: string | undefined,
): Promise<FeriaAvisosResult> {
  const [feria] = await db.select().from(ferias).where(eq(ferias.id, feriaId));
  if (!feria) return { ok: false, reason: 'not-found' };
  const cancelled = feria.estado === 'cancelada';
  const problem = avisoTextProblem(rawTexto, !cancelled);
  if (problem) return { ok: false, reason: problem };
  const texto = (rawTexto ?? '').trim();
  const orders = await db
    .select()
    .from(sales)
    .where(
      and(
        eq(cancelled ? sales.feriaMovidaDe : sales.feriaId, feriaId),
        eq(sales.canal, 'web'),
        ne(sales.estado, ANNULLED_STATUS),
      ),
    )
    .orderBy(asc(sales.id));
  const targetIds = [...new Set(orders.map((o) => o.feriaId).filter((f) => f !== null))];
  const targets = targetIds.length
    ? await db.select().from(ferias).where(inArray(ferias.id, targetIds))
    : [];
  const byId = new Map(targets.map((t) => [t.id, t]));
  const avisos: FeriaAviso[] = [];
  for (const order of orders) {
    const enlace = await enlaceOf(db, ctx, order);
    const to = order.feriaId === null ? undefined : byId.get(order.feriaId);
    const text =
      texto === '' && to
        ? movedNoticeText({ nombre: order.clienteNombre, id: order.id, from: feria, to, enlace })
        : feriaNoticeText(texto, order.id, enlace);
    const numero = whatsappNumber(order.clienteCelular);
    avisos.push({
      pedidoId: order.id,
      cliente: order.clienteNombre,
      celular: order.clienteCelular,
      url: numero ? waLink(numero, text) : null,
      texto: text,
    });
  }
  const { id, fecha, lugar } = feria;
  return { ok: true, feria: { id, fecha, lugar }, avisos };
}
