import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashPassword } from '../../shared/password.ts';

const t = buildTestApp();

async function customer(email = 'ana@correo.com', password = 'clave-secreta') {
  await t.database.db.insert(users).values({
    id: 'u-ana',
    email,
    nombre: 'Ana Pérez',
    rol: 'user',
    passwordHash: await hashPassword(password),
    direccion: 'Bv. Gálvez 1234',
    provincia: 'Santa Fe',
    cp: '3000',
  });
}

const login = (body: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/login/email', payload: body as object, cookie });

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'feria');
  return c ? `feria=${c.value}` : '';
};

test('ingresar con email y contraseña devuelve el usuario y una cookie de sesión HttpOnly', async () => {
  await customer();
  const res = await login({ email: 'ana@correo.com', password: 'clave-secreta' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    uid: 'u-ana',
    email: 'ana@correo.com',
    nombre: 'Ana Pérez',
    rol: 'user',
    direccion: 'Bv. Gálvez 1234',
    provincia: 'Santa Fe',
    cp: '3000',
    celular: '',
  });
  const cookie = res.cookies.find((c) => c.name === 'feria');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  // Only a hash of the token is stored.
  const [row] = await t.database.db.select().from(sessions);
  expect(row?.tokenHash).not.toBe(cookie?.value);
  const session = await t.request({ method: 'GET', url: '/api/session', cookie: cookieOf(res) });
  expect(session.statusCode).toBe(200);
  expect(session.json().uid).toBe('u-ana');
});

test('el email no distingue mayúsculas ni espacios', async () => {
  await customer();
  const res = await login({ email: '  ANA@Correo.COM ', password: 'clave-secreta' });
  expect(res.statusCode).toBe(200);
});

test('contraseña equivocada o email desconocido: 401 "Error al ingresar", sin cookie', async () => {
  await customer();
  for (const body of [
    { email: 'ana@correo.com', password: 'otra-clave' },
    { email: 'nadie@correo.com', password: 'clave-secreta' },
  ]) {
    const res = await login(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MSG.errorIngresar });
    expect(res.cookies).toHaveLength(0);
  }
});

test('ingresar exige email y contraseña, con los mensajes del formulario', async () => {
  const cases: [unknown, string][] = [
    [{ password: 'x' }, MSG.emailObligatorio],
    [{ email: '', password: 'x' }, MSG.emailObligatorio],
    [{ email: 'no-es-email', password: 'x' }, MSG.emailInvalido],
    [{ email: 'ana@correo.com' }, MSG.passwordObligatoria],
    [{ email: 'ana@correo.com', password: '' }, MSG.passwordObligatoria],
    [{ email: 'ana@correo.com', password: 'x'.repeat(201) }, MSG.passwordLarga],
  ];
  for (const [body, message] of cases) {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  }
});

test('sin sesión, GET /api/session es 401 en español', async () => {
  const res = await t.request({ method: 'GET', url: '/api/session' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: MSG.necesitaSesion });
  const forged = await t.request({ method: 'GET', url: '/api/session', cookie: 'feria=inventada' });
  expect(forged.statusCode).toBe(401);
});

test('cerrar sesión: 204, borra la sesión y la cookie vieja deja de valer', async () => {
  await customer();
  const cookie = cookieOf(await login({ email: 'ana@correo.com', password: 'clave-secreta' }));
  const res = await t.request({ method: 'POST', url: '/api/logout', cookie });
  expect(res.statusCode).toBe(204);
  expect(res.cookies.find((c) => c.name === 'feria')?.value).toBe('');
  expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  const after = await t.request({ method: 'GET', url: '/api/session', cookie });
  expect(after.statusCode).toBe(401);
  // Signing out without a session is harmless.
  expect((await t.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
});

test('un nuevo ingreso da otro token y la cookie anterior deja de valer', async () => {
  await customer();
  const first = cookieOf(await login({ email: 'ana@correo.com', password: 'clave-secreta' }));
  const second = cookieOf(
    await login({ email: 'ana@correo.com', password: 'clave-secreta' }, first),
  );
  expect(second).not.toBe(first);
  expect((await t.request({ method: 'GET', url: '/api/session', cookie: first })).statusCode).toBe(
    401,
  );
  expect((await t.request({ method: 'GET', url: '/api/session', cookie: second })).statusCode).toBe(
    200,
  );
});

test('una sesión vencida no vale', async () => {
  const { cookie, uid } = await t.signIn('user');
  await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
  const res = await t.request({ method: 'GET', url: '/api/session', cookie });
  expect(res.statusCode).toBe(401);
  expect(uid).toBeTruthy();
});

test('un POST de otro sitio o sin Origin se rechaza antes de ingresar', async () => {
  await customer();
  const body = { email: 'ana@correo.com', password: 'clave-secreta' };
  for (const headers of [{ origin: 'https://malicioso.example' }, { origin: '' }]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: body,
      headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: MSG.origenNoPermitido });
    expect(res.cookies).toHaveLength(0);
  }
  const bare = await t.app.inject({ method: 'POST', url: '/api/logout' });
  expect(bare.statusCode).toBe(403);
});

test('un cuerpo que no es JSON válido es 400 con mensaje en español', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: '{"email": ',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'El cuerpo de la solicitud no es JSON válido' });
});
