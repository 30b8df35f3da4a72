import { MSG } from '@feria/domain/messages/shop';
import { generateKeyPair } from 'jose';
import { afterAll, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../../../test/support/google.ts';
import { users } from '../../db/schema.ts';

const google = await startFakeGoogle();
const intruder = await generateKeyPair('RS256');
afterAll(google.close);

const t = buildTestApp({ GOOGLE_CLIENT_ID }, { googleKeys: google.keys });

const idToken = (
  claims: Record<string, unknown> = {},
  opts: Parameters<typeof google.sign>[1] = {},
) =>
  google.sign(
    {
      email: 'lucia@gmail.com',
      email_verified: true,
      name: 'Lucía Gómez',
      picture: 'https://lh3.googleusercontent.com/a/foto',
      ...claims,
    },
    opts,
  );

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
  // Staff accounts are confirmed (migration 0004): linked, never taken over.
  const { uid } = await t.signIn('seller', {
    email: 'lucia@gmail.com',
    nombre: 'Lucía',
    emailConfirmado: true,
  });
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
