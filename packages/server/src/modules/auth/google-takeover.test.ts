import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { eq } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { cookieOf, insertCustomer, login, sessionStatus } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../../../test/support/google.ts';
import { users } from '../../db/schema.ts';

const google = await startFakeGoogle();
afterAll(google.close);

const t = buildTestApp({ GOOGLE_CLIENT_ID }, { googleKeys: google.keys });

const third = async (email = 'ana@correo.com') => {
  const claims = { email, email_verified: true, name: 'Ana de Google' };
  const token = await google.sign(claims, { sub: 'google-sub-ana' });
  return t.request({ method: 'POST', url: '/api/login/third', payload: { token } });
};

const row = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

test('Google toma una cuenta sin correo confirmado: sin contraseña, sin sus sesiones ni los datos del usurpador', async () => {
  const user = await insertCustomer(t, {
    nombre: 'Usurpador',
    direccion: 'Calle Falsa 123',
    provincia: 'Chaco',
    cp: '3500',
    celular: '3624000000',
  });
  const squatter = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  const res = await third();
  expect(res.statusCode).toBe(200);
  expect(res.json().theUser.uid).toBe(user.id);
  const after = await row(user.id);
  expect(after).toMatchObject({
    passwordHash: null,
    emailConfirmado: true,
    googleSub: 'google-sub-ana',
    nombre: 'Ana de Google',
    direccion: '',
    provincia: '',
    cp: '',
    celular: '',
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
