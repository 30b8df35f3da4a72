import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { afterEach, expect, test, vi } from 'vitest';
import {
  cookieOf,
  expireTokens,
  insertCustomer,
  login,
  outbox,
  sessionStatus,
  tokenFromMail,
} from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { startSmtp, type TestSmtp } from '../../../test/support/smtp-test-server.ts';
import { type MailWorker, startMailWorker } from '../mail/worker.ts';

const t = buildTestApp();

const running: (MailWorker | TestSmtp)[] = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) {
    if ('stop' in item) await item.stop();
    else await item.close();
  }
});

const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/password/forgot', payload: { email } });
const reset = (token: string, password: string, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/password/reset', payload: { token, password }, cookie });

test('el correo "Recuperá tu contraseña" llega por SMTP con un enlace que sirve una sola vez', async () => {
  const user = await insertCustomer(t);
  const other = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  const smtp = await startSmtp();
  running.push(smtp);
  running.push(
    startMailWorker(
      t.database.db,
      { ...t.config, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      { pollMs: 60_000, log: { warn: () => {} } },
    ),
  );

  const res = await forgot('ANA@correo.com');
  expect(res.statusCode).toBe(202);
  expect(res.json().message).toBe(ACCOUNT_MSG.enlaceEnviado);
  await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
  const mail = smtp.received[0]!;
  expect(mail.subject).toBe('Recuperá tu contraseña');
  expect(mail.to).toMatchObject({ text: 'ana@correo.com' });
  const token = /\/reset\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(mail.html).toContain(`${t.config.publicUrl}/reset?token=${token}`);

  const done = await reset(token!, 'nueva-clave-larga');
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ uid: user.id, email: 'ana@correo.com' });
  const fresh = cookieOf(done);
  expect(await sessionStatus(t, fresh)).toBe(200);
  expect(await sessionStatus(t, other)).toBe(401); // every other session ended
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(401);
  expect((await login(t, user.email, 'nueva-clave-larga')).statusCode).toBe(200);

  const again = await reset(token!, 'otra-clave-larga');
  expect(again.statusCode).toBe(400);
  expect(again.json().error).toBe(ACCOUNT_MSG.enlaceInvalido);
});

test('un correo sin cuenta recibe la misma respuesta y no se envía nada', async () => {
  const res = await forgot('nadie@correo.com');
  expect(res.statusCode).toBe(202);
  expect(res.json().message).toBe(ACCOUNT_MSG.enlaceEnviado);
  expect(await outbox(t)).toEqual([]);
});

test('el enlace vence a los 30 minutos', async () => {
  const user = await insertCustomer(t);
  await forgot(user.email);
  const token = await tokenFromMail(t, ACCOUNT_MSG.asuntoRecuperar, 'reset');
  await expireTokens(t, user.id);
  const res = await reset(token, 'nueva-clave-larga');
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(ACCOUNT_MSG.enlaceInvalido);
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(200);
});

test('tres pedidos por hora y correo: el cuarto responde 202 pero no envía nada', async () => {
  const user = await insertCustomer(t);
  for (let i = 0; i < 4; i++) expect((await forgot(user.email)).statusCode).toBe(202);
  expect(await outbox(t)).toHaveLength(3);
});

test('la contraseña nueva sigue la regla y un enlace inválido no cambia nada', async () => {
  const user = await insertCustomer(t);
  await forgot(user.email);
  const token = await tokenFromMail(t, ACCOUNT_MSG.asuntoRecuperar, 'reset');
  const short = await reset(token, 'corta');
  expect(short.json()).toMatchObject({ error: MSG.passwordMinimo });
  const common = await reset(token, 'password123');
  expect(common.json()).toMatchObject({
    error: ACCOUNT_MSG.passwordComun,
    issues: [{ path: 'password', message: ACCOUNT_MSG.passwordComun }],
  });
  expect((await reset('no-es-un-enlace', 'nueva-clave-larga')).statusCode).toBe(400);
  // The link still works after those refusals.
  expect((await reset(token, 'nueva-clave-larga')).statusCode).toBe(200);
});

test('el correo se valida y una cuenta deshabilitada no recibe enlace', async () => {
  const bad = await forgot('no-es-correo');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe(MSG.emailInvalido);
  await insertCustomer(t, { activo: false });
  expect((await forgot('ana@correo.com')).statusCode).toBe(202);
  expect(await outbox(t)).toEqual([]);
});
