import { describe, expect, test } from 'vitest';
import { MAIL_MSG } from '../messages/mail.ts';
import { MSG } from '../messages.ts';
import { mailSendSchema } from './mail.ts';

const first = (data: unknown) => mailSendSchema.safeParse(data).error?.issues[0]?.message;
const ok = { to: 'Ana@Example.com ', subject: 'Tu pedido', message: 'Hola Ana' };

describe('correo enviado por el personal', () => {
  test('un correo completo pasa con el destinatario en minúsculas', () => {
    expect(mailSendSchema.parse(ok)).toEqual({ ...ok, to: 'ana@example.com' });
  });

  test('cada campo faltante se nombra en español', () => {
    expect(first({ ...ok, to: '' })).toBe(MAIL_MSG.destinatarioObligatorio);
    expect(first({ ...ok, to: 'ana@' })).toBe(MSG.emailInvalido);
    expect(first({ ...ok, to: 'a@b.com, c@d.com' })).toBe(MSG.emailInvalido);
    expect(first({ ...ok, subject: ' ' })).toBe(MAIL_MSG.asuntoObligatorio);
    expect(first({ ...ok, message: undefined })).toBe(MAIL_MSG.mensajeObligatorio);
  });

  test('un asunto con salto de línea o demasiado largo se rechaza', () => {
    expect(first({ ...ok, subject: 'Hola\r\nBcc: x@y.com' })).toBe(MAIL_MSG.asuntoUnaLinea);
    expect(first({ ...ok, subject: 'a'.repeat(201) })).toBe(MAIL_MSG.asuntoLargo);
    expect(first({ ...ok, message: 'a'.repeat(20_001) })).toBe(MAIL_MSG.mensajeLargo);
  });
});
