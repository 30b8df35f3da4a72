// Staff's free-text message (POST /api/mails/): composed in compose/staff-message.ts, queued in
// the outbox, and the worker woken once it is committed.
import type { MailSend } from '@feria/domain/schemas/mail';
import type { Db } from '../../db/client.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { recordAudit } from '../audit/service.ts';
import type { AuditWho } from '../audit/who.ts';
import type { MailContext } from './compose/layout.ts';
import { staffMessageMail } from './compose/staff-message.ts';
import { enqueueMail } from './outbox.ts';

export async function sendMessage(
  db: Db,
  mail: MailContext,
  { to, subject, message }: MailSend,
  after: AfterCommit,
  who: AuditWho,
): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueueMail(tx, staffMessageMail(mail, { to, subject, message }));
    // Who wrote to whom and about what; the message itself stays in the outbox.
    const detalle = `Envió un correo a ${to}: «${subject}»`;
    await recordAudit(tx, { ...who, accion: 'correo.enviar', detalle });
  });
  after.mailQueued();
}
