import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { count } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { cookieOf, insertCustomer, login, REGISTRO } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { commonPasswords } from '../../config/common-passwords.ts';
import { users } from '../../db/schema.ts';

const t = buildTestApp();

const register = (password: string) =>
  t.request({ method: 'POST', url: '/api/user/create', payload: { ...REGISTRO, password } });

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

test('la lista de contraseñas comunes tiene más de 10.000 entradas', async () => {
  const list = commonPasswords();
  expect(list.size).toBeGreaterThan(10_000);
  expect(list.has('password1')).toBe(true);
  expect(commonPasswords()).toBe(list); // read once
});

test('registrarse pide al menos 8 caracteres y rechaza contraseñas comunes, sin crear nada', async () => {
  for (const [password, message] of [
    ['corta12', MSG.passwordMinimo],
    ['password1', ACCOUNT_MSG.passwordComun],
    ['Qwertyuiop', ACCOUNT_MSG.passwordComun],
  ] as const) {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, issues: [{ path: 'password', message }] });
  }
  expect(await userCount()).toBe(0);
  expect((await register('tomate-verde-27')).statusCode).toBe(201);
});

test('crear un vendedor sigue la misma regla', async () => {
  const admin = await t.signIn('admin');
  const create = (password: string) =>
    t.request({
      method: 'POST',
      url: '/api/user/seller',
      cookie: admin.cookie,
      payload: { nombre: 'Vera', email: 'vera@feria.local', password, role: 'seller' },
    });
  expect((await create('123456')).json().error).toBe(MSG.passwordMinimo);
  expect((await create('iloveyou')).json()).toMatchObject({
    error: ACCOUNT_MSG.passwordComun,
    issues: [{ path: 'password', message: ACCOUNT_MSG.passwordComun }],
  });
  expect(await userCount()).toBe(1);
  expect((await create('huerta-del-sur-9')).statusCode).toBe(201);
});

test('una contraseña vieja de 6 caracteres sigue sirviendo para ingresar', async () => {
  await insertCustomer(t, {}, 'abc123');
  const res = await login(t, 'ana@correo.com', 'abc123');
  expect(res.statusCode).toBe(200);
  expect(cookieOf(res)).not.toBe('');
});
