// POST /api/mails/ (API.md; staff only, DESIGN §3.11): one message to one address, queued in the
// outbox. The message is plain text: the server escapes it into the e-mail's HTML.
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredText } from './fields.ts';

const MAIL_SUBJECT_MAX = 200;
const MAIL_MESSAGE_MAX = 20_000;

/** @internal Exported for its tests. */
export const MAIL_MSG = {
  destinatarioObligatorio: 'El destinatario es obligatorio',
  asuntoObligatorio: 'El asunto es obligatorio',
  asuntoLargo: `El asunto no puede superar ${MAIL_SUBJECT_MAX} caracteres`,
  asuntoUnaLinea: 'El asunto debe ser una sola línea',
  mensajeObligatorio: 'El mensaje es obligatorio',
  mensajeLargo: `El mensaje no puede superar ${MAIL_MESSAGE_MAX} caracteres`,
} as const;

export const mailSendSchema = z.object({
  to: z
    .string({ error: MAIL_MSG.destinatarioObligatorio })
    .trim()
    .toLowerCase()
    .min(1, { error: MAIL_MSG.destinatarioObligatorio, abort: true })
    .max(254, { error: MSG.emailInvalido, abort: true })
    .pipe(z.email({ error: MSG.emailInvalido })),
  // A line break in a subject would be a header of its own: refused, not cleaned.
  subject: requiredText(MAIL_MSG.asuntoObligatorio, MAIL_SUBJECT_MAX, MAIL_MSG.asuntoLargo).refine(
    (s) => !/[\r\n]/.test(s),
    { error: MAIL_MSG.asuntoUnaLinea },
  ),
  message: requiredText(MAIL_MSG.mensajeObligatorio, MAIL_MESSAGE_MAX, MAIL_MSG.mensajeLargo),
});

export type MailSend = z.infer<typeof mailSendSchema>;
