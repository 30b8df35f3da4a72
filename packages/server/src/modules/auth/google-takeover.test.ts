import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_MSG } from '@feria/domain/account-messages';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, expect, test } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp } from '../../test/app.ts';
import { cookieOf, insertCustomer, login, sessionStatus } from '../account/test-helpers.ts';

// Google stand-in, as in google.test.ts: our key pair served as a JWKS over local HTTP.
const CLIENT_ID = 'feria-test.apps.googleusercontent.com';
const google = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(google.publicKey)), kid: 'clave-1', alg: 'RS256', use: 'sig' };
const server = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const certs = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`);

const t = buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID }, { googleKeys: createRemoteJWKSet(certs) });

const third = async (email = 'ana@correo.com') => {
  const token = await new SignJWT({ email, email_verified: true, name: 'Ana de Google' })
    .setProtectedHeader({ alg: 'RS256', kid: 'clave-1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setSubject('google-sub-ana')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(google.privateKey);
  return t.request({ method: 'POST', url: '/api/login/third', payload: { token } });
};

const row = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

test('Google toma una cuenta sin correo confirmado: sin contraseña y sin sus sesiones', async () => {
  const user = await insertCustomer(t);
  const squatter = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  const res = await third();
  expect(res.statusCode).toBe(200);
  expect(res.json().theUser.uid).toBe(user.id);
  const after = await row(user.id);
  expect(after).toMatchObject({
    passwordHash: null,
    emailConfirmado: true,
    googleSub: 'google-sub-ana',
  });
  expect(await sessionStatus(t, squatter)).toBe(401);
  expect(await sessionStatus(t, cookieOf(res))).toBe(200);
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(401);
});

test('una cuenta con correo confirmado solo se vincula: conserva contraseña y sesiones', async () => {
  const user = await insertCustomer(t, { emailConfirmado: true });
  const own = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  expect((await third()).statusCode).toBe(200);
  expect((await row(user.id)).passwordHash).not.toBeNull();
  expect(await sessionStatus(t, own)).toBe(200);
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(200);
});

test('una cuenta deshabilitada no ingresa con Google y no se toma', async () => {
  const user = await insertCustomer(t, { activo: false });
  const res = await third();
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toBe(ACCOUNT_MSG.cuentaDeshabilitada);
  expect(res.cookies).toHaveLength(0);
  expect((await row(user.id)).passwordHash).not.toBeNull();
});
