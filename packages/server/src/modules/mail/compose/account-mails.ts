// "Confirmá tu correo" and "Recuperá tu contraseña": a greeting, the link as a button and as
// text, and how long it lasts. Queued through the outbox like every mail.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { html } from '../../../shared/html.ts';
import type { MailMessage } from '../outbox.ts';
import { type MailContext, mailLayout } from './layout.ts';

const paragraph = 'margin:0 0 12px;';
const button =
  'display:inline-block;padding:10px 16px;background:#2f5d34;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold;';

function linkMail(
  ctx: MailContext,
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  lasts: string,
): MailMessage {
  const body = html`<p style="${paragraph}">${intro}</p>
<p style="${paragraph}"><a href="${link}" style="${button}">${action}</a></p>
<p style="${paragraph}">Si el botón no funciona, copiá este enlace en el navegador:<br><a href="${link}" style="color:#2f5d34;word-break:break-all;">${link}</a></p>
<p style="${paragraph}font-size:13px;color:#57534e;">${lasts} Si no lo pediste vos, ignorá este correo.</p>`;
  return {
    to,
    subject,
    html: mailLayout(ctx, subject, body),
    text: `${subject}\n\n${intro}\n\n${action}: ${link}\n\n${lasts} Si no lo pediste vos, ignorá este correo.\n\n${ctx.shopName} - ${ctx.publicUrl}\n`,
  };
}

export function verifyMail(ctx: MailContext, to: string, nombre: string, token: string) {
  return linkMail(
    ctx,
    to,
    ACCOUNT_MSG.asuntoConfirmar,
    `Hola ${nombre}, gracias por registrarte. Confirmá que este correo es tuyo.`,
    'Confirmar correo',
    `${ctx.publicUrl}/verificar?token=${token}`,
    'El enlace vale 7 días y se usa una sola vez.',
  );
}

export function resetMail(ctx: MailContext, to: string, nombre: string, token: string) {
  return linkMail(
    ctx,
    to,
    ACCOUNT_MSG.asuntoRecuperar,
    `Hola ${nombre}, pediste una contraseña nueva.`,
    'Elegir una contraseña nueva',
    `${ctx.publicUrl}/reset?token=${token}`,
    'El enlace vale 30 minutos y se usa una sola vez.',
  );
}

/** MARKET §15 "Tu acceso a {SHOP_NAME}": names the producer; the link is a 7-day reset link. */
export function productorAccessMail(
  ctx: MailContext,
  to: string,
  productor: string,
  token: string,
) {
  return linkMail(
    ctx,
    to,
    PORTAL_MSG.mailAsunto(ctx.shopName),
    `Hola, ${ctx.shopName} te dio acceso a "Mi puesto" de ${productor}: tus ventas, tu liquidación, tus productos y las ferias.`,
    PORTAL_MSG.elegiContrasena,
    `${ctx.publicUrl}/reset?token=${token}`,
    'El enlace vale 7 días y se usa una sola vez.',
  );
}
