// MARKET §9: the mail of a week whose bolsón could not be made for lack of stock.
import { SUS_MSG } from '@feria/domain/messages/suscripciones';
import { weekdayLongDate } from '@feria/domain/rules/ferias';
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';

export function sinStockMail(
  to: { nombre: string; correo: string },
  bolson: { nombre: string; fecha: string },
  ctx: MailContext,
): MailMessage | null {
  const correo = to.correo.trim();
  if (!correo) return null;
  const line = `Hola ${to.nombre}, esta semana no alcanzaron los bolsones (${bolson.nombre}) para la feria del ${weekdayLongDate(bolson.fecha)}. Si se repone el stock antes del cierre, armamos tu pedido y te avisamos.`;
  const link = `${ctx.publicUrl}/suscripciones`;
  return {
    to: correo,
    subject: SUS_MSG.sinStockAsunto,
    html: mailLayout(
      ctx,
      SUS_MSG.sinStockAsunto,
      html`<p style="margin:0 0 12px;">${line}</p><p style="margin:0 0 12px;"><a href="${link}">Mis bolsones</a></p>`,
    ),
    text: `${SUS_MSG.sinStockAsunto}\n\n${line}\n\nMis bolsones: ${link}\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}
