// Issue 62 item 10: `GET /api/session` keeps API.md's 401 for nobody, and the server sets a
// readable hint cookie with every session so a visitor's page does not ask (and Chromium logs no
// 401). The hint lives and dies with the session cookie.
import { SESSION_HINT } from '@feria/domain/rules/session-hint';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../shared/password.ts';

const t = buildTestApp();
const hintOf = (res: { cookies: { name: string }[] }) =>
  res.cookies.find((c) => c.name === SESSION_HINT) as
    | { value: string; httpOnly?: boolean; path?: string; expires?: Date }
    | undefined;

test('ingresar pone la pista legible con el vencimiento de la sesión; salir la borra', async () => {
  await t.database.db.insert(users).values({
    id: 'u-pista',
    email: 'pista@correo.com',
    nombre: 'Ana Pista',
    rol: 'user',
    passwordHash: await hashPassword('clave-secreta'),
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: 'pista@correo.com', password: 'clave-secreta' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const session = login.cookies.find((c) => c.name === 'feria') as {
    value: string;
    expires?: Date;
  };
  const hint = hintOf(login);
  expect(hint).toMatchObject({ value: '1', path: '/' });
  expect(hint?.httpOnly).toBeFalsy();
  expect(hint?.expires?.getTime()).toBe(session.expires?.getTime());

  const cookie = `feria=${session.value}; ${SESSION_HINT}=1`;
  expect((await t.request({ method: 'GET', url: '/api/session', cookie })).statusCode).toBe(200);
  const out = await t.request({ method: 'POST', url: '/api/logout', cookie });
  expect(out.statusCode).toBe(204);
  expect(hintOf(out)?.value).toBe('');
});

test('sin sesión /api/session sigue siendo 401; una pista vieja se borra', async () => {
  const none = await t.request({ method: 'GET', url: '/api/session' });
  expect(none.statusCode).toBe(401);
  expect(none.cookies).toHaveLength(0);
  const stale = await t.request({
    method: 'GET',
    url: '/api/session',
    cookie: `feria=${'x'.repeat(43)}; ${SESSION_HINT}=1`,
  });
  expect(stale.statusCode).toBe(401);
  expect(hintOf(stale)?.value).toBe('');
});

test('una sesión de antes de la pista la recibe en su próxima página, no en las llamadas a la API', async () => {
  const { cookie } = await t.signIn('user');
  const api = await t.request({ method: 'GET', url: '/api/session', cookie });
  expect(api.statusCode).toBe(200);
  expect(hintOf(api)).toBeUndefined();
  const page = await t.request({ method: 'GET', url: '/suscripciones', cookie });
  expect(hintOf(page)).toMatchObject({ value: '1', path: '/' });
  const again = await t.request({
    method: 'GET',
    url: '/suscripciones',
    cookie: `${cookie}; ${SESSION_HINT}=1`,
  });
  expect(hintOf(again)).toBeUndefined();
});
