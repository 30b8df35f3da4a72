import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { expireTokens, outbox, REGISTRO, tokenFromMail } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { accountTokens, users } from '../../db/schema.ts';

const t = buildTestApp();

const verify = (token: unknown) =>
  t.request({ method: 'POST', url: '/api/user/verify', payload: { token } });

async function register() {
  const res = await t.request({ method: 'POST', url: '/api/user/create', payload: REGISTRO });
  expect(res.statusCode).toBe(201);
  return res.json().user.uid as string;
}

const confirmed = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.emailConfirmado;

test('registrarse encola "Confirmá tu correo" con un enlace que confirma una sola vez', async () => {
  const uid = await register();
  const [mail] = await outbox(t);
  expect(mail).toMatchObject({ to: 'ana@correo.com', subject: 'Confirmá tu correo' });
  expect(await confirmed(uid)).toBe(false);
  const token = await tokenFromMail(t, ACCOUNT_MSG.asuntoConfirmar, 'verificar');
  // Only the hash is stored, with its kind and 7 days of life.
  const [row] = await t.database.db.select().from(accountTokens);
  expect(row?.tokenHash).not.toContain(token);
  expect(row?.kind).toBe('verify');
  const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  const ok = await verify(token);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().message).toBe(ACCOUNT_MSG.correoConfirmado);
  expect(await confirmed(uid)).toBe(true);
  const again = await verify(token);
  expect(again.statusCode).toBe(400);
  expect(again.json().error).toBe(ACCOUNT_MSG.enlaceInvalido);
});

test('un enlace vencido, inventado o vacío no confirma', async () => {
  const uid = await register();
  const token = await tokenFromMail(t, ACCOUNT_MSG.asuntoConfirmar, 'verificar');
  await expireTokens(t, uid);
  for (const bad of [token, 'inventado', '', 42, 'x'.repeat(500)]) {
    const res = await verify(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ACCOUNT_MSG.enlaceInvalido);
  }
  expect(await confirmed(uid)).toBe(false);
});

test('un enlace de recuperación no sirve para confirmar el correo', async () => {
  const uid = await register();
  await t.request({
    method: 'POST',
    url: '/api/password/forgot',
    payload: { email: REGISTRO.email },
  });
  const reset = await tokenFromMail(t, ACCOUNT_MSG.asuntoRecuperar, 'reset');
  expect((await verify(reset)).statusCode).toBe(400);
  expect(await confirmed(uid)).toBe(false);
});
