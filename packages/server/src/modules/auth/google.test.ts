import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@feria/domain/messages';
import { createRemoteJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, expect, test } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp } from '../../test/app.ts';

// A stand-in for Google: our own key pair, its public half served as a JWKS over local HTTP, so
// the verifier fetches keys exactly as it does from Google.
const CLIENT_ID = 'feria-test.apps.googleusercontent.com';
const google = await generateKeyPair('RS256');
const intruder = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(google.publicKey)), kid: 'clave-1', alg: 'RS256', use: 'sig' };
const server = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const certs = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`);

const t = buildTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID }, { googleKeys: createRemoteJWKSet(certs) });

type Claims = Record<string, unknown>;
async function idToken(
  claims: Claims = {},
  opts: { key?: typeof google.privateKey; exp?: string; aud?: string; iss?: string } = {},
) {
  return new SignJWT({
    email: 'lucia@gmail.com',
    email_verified: true,
    name: 'Lucía Gómez',
    picture: 'https://lh3.googleusercontent.com/a/foto',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'clave-1' })
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject('google-sub-123')
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '1h')
    .sign(opts.key ?? google.privateKey);
}

const third = (token: string) =>
  t.request({ method: 'POST', url: '/api/login/third', payload: { token } });

test('primer ingreso con Google crea un cliente y abre sesión', async () => {
  const res = await third(await idToken());
  expect(res.statusCode).toBe(200);
  const { theUser } = res.json();
  expect(theUser).toMatchObject({
    email: 'lucia@gmail.com',
    nombre: 'Lucía Gómez',
    rol: 'user',
    picture: 'https://lh3.googleusercontent.com/a/foto',
  });
  expect(res.cookies.find((c) => c.name === 'feria')?.httpOnly).toBe(true);
  const again = await third(await idToken());
  expect(again.json().theUser.uid).toBe(theUser.uid);
  expect(await t.database.db.select().from(users)).toHaveLength(1);
});

test('un email ya registrado se vincula a la cuenta existente, con su rol', async () => {
  const { uid } = await t.signIn('seller', { email: 'lucia@gmail.com', nombre: 'Lucía' });
  const res = await third(await idToken({ email: 'Lucia@Gmail.com' }));
  expect(res.statusCode).toBe(200);
  expect(res.json().theUser).toMatchObject({ uid, rol: 'seller', nombre: 'Lucía' });
  const [row] = await t.database.db.select().from(users);
  expect(row?.googleSub).toBe('google-sub-123');
});

test('tokens falsos, vencidos, de otra audiencia o emisor, o sin email verificado: 401', async () => {
  const bad = [
    await idToken({}, { key: intruder.privateKey }),
    await idToken({}, { exp: '-1h' }),
    await idToken({}, { aud: 'otra-app.apps.googleusercontent.com' }),
    await idToken({}, { iss: 'https://malicioso.example' }),
    await idToken({ email_verified: false }),
    'no-es-un-token',
  ];
  for (const token of bad) {
    const res = await third(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MSG.errorIngresar });
    expect(res.cookies).toHaveLength(0);
  }
  const empty = await t.request({ method: 'POST', url: '/api/login/third', payload: {} });
  expect(empty.statusCode).toBe(401);
  expect(await t.database.db.select().from(users)).toHaveLength(0);
});

test('una imagen de perfil que no es de Google no se guarda', async () => {
  const res = await third(await idToken({ picture: 'https://malicioso.example/x.png' }));
  expect(res.json().theUser.picture).toBeUndefined();
});
