// Issue 44 "deploy kit": a first admin whose password was generated (no ADMIN_PASSWORD) and
// printed to the journal must change it before anything else (API.md round 4).
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { expect, test } from 'vitest';
import { cookieOf, login } from '../../../test/support/account.ts';
import { buildTestApp, ORIGIN } from '../../../test/support/app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { seed } from '../../demo/seed.ts';

const t = buildTestApp();

/** The config main builds with no ADMIN_PASSWORD: a random password, printed once. */
const generated = (seedDemo: 'true' | 'false'): Config =>
  loadConfig({
    DATA_DIR: t.config.dataDir,
    SEED_DEMO: seedDemo,
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
  });

async function seededAdmin(config: Config) {
  await seed(t.database.db, config, () => {});
  const res = await login(t, config.ADMIN_EMAIL, config.adminPassword);
  expect(res.statusCode).toBe(200);
  return { cookie: cookieOf(res), answer: res.json() };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

test('la contraseña generada del primer admin se cambia antes de cualquier otra cosa', async () => {
  const config = generated('false');
  expect(config.adminPasswordGenerated).toBe(true);
  const { cookie, answer } = await seededAdmin(config);
  expect(answer.cambiarPassword).toBe(true);

  for (const [method, url] of [
    ['GET', '/api/user/users'],
    ['POST', '/api/user/seller'],
    ['POST', '/api/logout/all'],
  ] as const) {
    const res = await call(method, url, cookie);
    expect(res.statusCode, `${method} ${url}`).toBe(403);
    expect(res.json()).toEqual({ error: ACCOUNT_MSG.cambiarPasswordInicial });
  }
  const session = await call('GET', '/api/session', cookie);
  expect(session.statusCode).toBe(200);
  expect(session.json().cambiarPassword).toBe(true);

  const changed = await call('PUT', '/api/user/password', cookie, {
    actual: config.adminPassword,
    nueva: 'pimiento-morron-84',
  });
  expect(changed.statusCode).toBe(200);
  expect((await call('GET', '/api/user/users', cookie)).statusCode).toBe(200);
  const after = await call('GET', '/api/session', cookie);
  expect(after.json()).not.toHaveProperty('cambiarPassword');
  // Signing in again with the new password: nothing left to change.
  const again = await login(t, config.ADMIN_EMAIL, 'pimiento-morron-84');
  expect(again.json()).not.toHaveProperty('cambiarPassword');
}, 60_000);

test('cerrar la sesión sigue funcionando antes de cambiar la contraseña', async () => {
  const { cookie } = await seededAdmin(generated('false'));
  expect((await call('POST', '/api/logout', cookie)).statusCode).toBe(204);
  expect((await call('GET', '/api/session', cookie)).statusCode).toBe(401);
});

test('con ADMIN_PASSWORD el primer admin no tiene que cambiarla', async () => {
  const { cookie, answer } = await seededAdmin(t.config);
  expect(answer).not.toHaveProperty('cambiarPassword');
  expect((await call('GET', '/api/user/users', cookie)).statusCode).toBe(200);
});

test('el admin de la tienda de demostración no cambia nada', async () => {
  const { cookie, answer } = await seededAdmin(generated('true'));
  expect(answer).not.toHaveProperty('cambiarPassword');
  expect((await call('GET', '/api/user/users', cookie)).statusCode).toBe(200);
}, 120_000);
