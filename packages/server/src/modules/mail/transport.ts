// Where outbox messages go: SMTP when SMTP_URL is set (production), else one .eml file per
// message under DATA_DIR/mail (the zero-set-up default, DESIGN §2). Both build the same MIME
// message with Nodemailer.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { mailOutbox } from '../../db/schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailTransport = {
  /** Rejects at once when `signal` aborts (Nodemailer closes the SMTP connection). */
  send(row: OutboxRow, signal?: AbortSignal): Promise<void>;
  close(): void;
};

type TransportConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir' | 'publicUrl'>;

function envelope(row: OutboxRow, config: TransportConfig) {
  const host = new URL(config.publicUrl).hostname || 'feria.local';
  return {
    from: config.MAIL_FROM,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    // Stable per outbox row: a receiving server can recognise a re-sent message.
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${host}>`,
  };
}

/** How long a message waits on an SMTP server that does not answer: connecting, its greeting,
 * and any silence after it. A hanging server costs the worker this much, never a sale. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(
  config: TransportConfig,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailTransport {
  const { SMTP_URL } = config;
  if (SMTP_URL) {
    const smtp = lazyTransport(() => ({ url: SMTP_URL, ...timeouts }));
    return {
      async send(row, signal) {
        await (await smtp.get()).sendMail({ ...envelope(row, config), signal });
      },
      close: smtp.close,
    };
  }
  const dir = path.join(config.dataDir, 'mail');
  const stream = lazyTransport(() => ({ streamTransport: true, buffer: true }));
  return {
    async send(row) {
      const info = await (await stream.get()).sendMail(envelope(row, config));
      await fs.mkdir(dir, { recursive: true });
      // Named by the outbox row, written whole then renamed: a retry replaces, never duplicates.
      const file = path.join(dir, `${row.createdAt.getTime()}-${row.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: stream.close,
  };
}

/**
 * Nodemailer is loaded with the first message, not at start-up (about 90 ms of every start);
 * the transport is made once and reused.
 */
function lazyTransport(options: () => object) {
  let made: Promise<Transporter> | null = null;
  let transporter: Transporter | null = null;
  return {
    get(): Promise<Transporter> {
      made ??= import('nodemailer').then((m) => {
        transporter = m.default.createTransport(options());
        return transporter;
      });
      return made;
    },
    close: () => transporter?.close(),
  };
}
