import { MAIL_MSG } from '@feria/domain/messages/mail';
import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { mailOutbox } from '../../db/schema.ts';

const t = buildTestApp();

const body = {
  to: 'Cliente@Example.com',
  subject: 'Tu pedido está listo',
  message: 'Hola\n\nYa podés retirarlo.',
};
const send = (cookie?: string, payload: unknown = body, url = '/api/mails/') =>
  t.request({ method: 'POST', url, payload: payload as object, cookie });
const outbox = () => t.database.db.select().from(mailOutbox);

test('un vendedor envía un correo: 202 y queda en la cola de salida, escapado', async () => {
  const { cookie } = await t.signIn('seller');
  const res = await send(cookie, { ...body, message: '<script>alert(1)</script>\n\n<b>Hola</b>' });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ ok: true });
  const [row] = await outbox();
  expect(row).toMatchObject({
    to: 'cliente@example.com',
    subject: body.subject,
    status: 'pending',
  });
  expect(row?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(row?.html).toContain('&lt;b&gt;Hola&lt;/b&gt;');
  expect(row?.html).not.toContain('<script>');
  expect(row?.text).toContain('<script>alert(1)</script>'); // the text part is text
});

test('un administrador también puede, con o sin la barra final', async () => {
  const { cookie } = await t.signIn('admin');
  expect((await send(cookie, body, '/api/mails')).statusCode).toBe(202);
  expect(await outbox()).toHaveLength(1);
});

test('sin sesión es 401 y un cliente recibe 403: no es un relé abierto', async () => {
  const anonymous = await send();
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ error: 'Debés iniciar sesión' });
  const { cookie } = await t.signIn('user');
  const customer = await send(cookie);
  expect(customer.statusCode).toBe(403);
  expect(customer.json().error).toBe('No tienes permisos para acceder a esta seccion');
  expect(await outbox()).toEqual([]);
});

test('datos inválidos: 400 con el mensaje del campo y nada en la cola', async () => {
  const { cookie } = await t.signIn('seller');
  const cases: [unknown, string][] = [
    [{ ...body, to: '' }, MAIL_MSG.destinatarioObligatorio],
    [{ ...body, to: 'a@b.com, c@d.com' }, MSG.emailInvalido],
    [{ ...body, subject: 'Hola\r\nBcc: todos@example.com' }, MAIL_MSG.asuntoUnaLinea],
    [{ ...body, message: '' }, MAIL_MSG.mensajeObligatorio],
    [{ ...body, message: 'x'.repeat(20_001) }, MAIL_MSG.mensajeLargo],
    [[], 'Datos inválidos'],
  ];
  for (const [payload, error] of cases) {
    const res = await send(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(error);
  }
  expect(await outbox()).toEqual([]);
});
