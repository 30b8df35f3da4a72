// Issue 28 §5, accounts: a reset or change of password ends every other reset link; "forgot
// password" answers in the same time whether or not the account exists; the registrations'
// limit holds for simultaneous requests; new passwords refuse what is too easy to guess.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { and, count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import {
  cookieOf,
  insertCustomer,
  login,
  outbox,
  REGISTRO,
} from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { authFailures, users } from '../../db/schema.ts';
import { settleBackground } from '../../shared/background.ts';
import { LIMITS, REGISTRATION_MARK } from '../auth/throttle.ts';

const t = buildTestApp();

const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/password/forgot', payload: { email } });
const reset = (token: string, password: string) =>
  t.request({ method: 'POST', url: '/api/password/reset', payload: { token, password } });

/** Every reset link mailed so far, oldest first. */
async function resetTokens(): Promise<string[]> {
  return (await outbox(t))
    .filter((m) => m.subject === ACCOUNT_MSG.asuntoRecuperar)
    .map((m) => /\/reset\?token=([\w-]+)/.exec(m.text)![1]!);
}

test('restablecer con un enlace anula los demás enlaces de la cuenta', async () => {
  const user = await insertCustomer(t);
  await forgot(user.email);
  await forgot(user.email);
  const [first, second] = await resetTokens();
  expect((await reset(second!, 'tomate-maduro-31')).statusCode).toBe(200);
  const old = await reset(first!, 'otra-clave-larga');
  expect(old.statusCode).toBe(400);
  expect(old.json()).toEqual({ error: ACCOUNT_MSG.enlaceInvalido });
  expect((await login(t, user.email, 'tomate-maduro-31')).statusCode).toBe(200);
});

test('cambiar la contraseña desde Perfil anula los enlaces de recuperación pendientes', async () => {
  const user = await insertCustomer(t);
  await forgot(user.email);
  const [token] = await resetTokens();
  const cookie = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  const changed = await t.request({
    method: 'PUT',
    url: '/api/user/password',
    payload: { actual: 'clave-secreta-1', nueva: 'tomate-maduro-31' },
    cookie,
  });
  expect(changed.statusCode).toBe(200);
  const res = await reset(token!, 'otra-clave-larga');
  expect(res.json()).toEqual({ error: ACCOUNT_MSG.enlaceInvalido });
  expect((await login(t, user.email, 'tomate-maduro-31')).statusCode).toBe(200);
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

test('"olvidé mi contraseña" tarda lo mismo exista o no la cuenta', async () => {
  for (let i = 0; i < 12; i++) await insertCustomer(t, { id: `u-${i}`, email: `c${i}@correo.com` });
  const timed = async (email: string) => {
    const started = performance.now();
    const res = await forgot(email);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(202);
    await settleBackground(); // the work after the answer is not what the client waits for
    return ms;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 12; i++) {
    known.push(await timed(`c${i}@correo.com`));
    unknown.push(await timed(`nadie${i}@correo.com`));
  }
  expect(median(known)).toBeLessThan(median(unknown) * 1.5 + 2);
  // The work still happened: one link per account.
  expect(await resetTokens()).toHaveLength(12);
});

test('130 registros simultáneos desde una dirección: no pasan más de 100', async () => {
  const answers = await Promise.all(
    Array.from({ length: 130 }, (_, i) =>
      t.request({
        method: 'POST',
        url: '/api/user/create',
        payload: { ...REGISTRO, email: `r${i}@correo.com` },
      }),
    ),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(LIMITS.registrationsPerIp);
  expect(codes.filter((c) => c === 429)).toHaveLength(130 - LIMITS.registrationsPerIp);
  // The rest are accounts or a busy server (503), never a 130th registration.
  expect(codes.every((c) => c === 201 || c === 429 || c === 503)).toBe(true);
  const [row] = await t.database.db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.email, REGISTRATION_MARK)));
  expect(row?.n).toBe(LIMITS.registrationsPerIp);
  const [accounts] = await t.database.db.select({ n: count() }).from(users);
  expect(accounts?.n).toBe(codes.filter((c) => c === 201).length);
}, 60_000);

test('contraseñas demasiado fáciles: un carácter repetido, solo espacios, las palabras de la tienda', async () => {
  for (const password of [
    'aaaaaaaaaa',
    '          ',
    'feria2025',
    'Agroecológica!',
    'ana.perez99',
  ]) {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/create',
      payload: { ...REGISTRO, email: 'ana.perez@correo.com', password },
    });
    expect(res.statusCode, password).toBe(400);
    expect(res.json()).toMatchObject({
      error: ACCOUNT_MSG.passwordFacil,
      issues: [{ path: 'password', message: ACCOUNT_MSG.passwordFacil }],
    });
  }
  const short = await t.request({
    method: 'POST',
    url: '/api/user/create',
    payload: { ...REGISTRO, password: 'corta' },
  });
  expect(short.json().error).toBe(MSG.passwordMinimo);
  const [accounts] = await t.database.db.select({ n: count() }).from(users);
  expect(accounts?.n).toBe(0);
});
