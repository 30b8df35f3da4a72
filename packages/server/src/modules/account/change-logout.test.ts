import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { cookieOf, insertCustomer, login, sessionStatus } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';

const t = buildTestApp();

const change = (cookie: string | undefined, body: object) =>
  t.request({ method: 'PUT', url: '/api/user/password', payload: body, cookie });

async function twoSessions() {
  const user = await insertCustomer(t);
  const here = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  const there = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  return { user, here, there };
}

test('cambiar la contraseña deja esta sesión y cierra las demás', async () => {
  const { user, here, there } = await twoSessions();
  const res = await change(here, { actual: 'clave-secreta-1', nueva: 'huerta-del-sur-9' });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(ACCOUNT_MSG.passwordCambiada);
  expect(await sessionStatus(t, here)).toBe(200);
  expect(await sessionStatus(t, there)).toBe(401);
  expect((await login(t, user.email, 'huerta-del-sur-9')).statusCode).toBe(200);
});

test('la contraseña actual equivocada o una nueva inválida no cambian nada', async () => {
  const { user, here, there } = await twoSessions();
  const wrong = await change(here, { actual: 'otra-cosa-99', nueva: 'huerta-del-sur-9' });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({
    error: 'La contraseña actual no es correcta',
    issues: [{ path: 'actual', message: ACCOUNT_MSG.passwordActualIncorrecta }],
  });
  expect((await change(here, { actual: 'clave-secreta-1', nueva: 'corta' })).json().error).toBe(
    MSG.passwordMinimo,
  );
  const common = await change(here, { actual: 'clave-secreta-1', nueva: 'sunshine1' });
  expect(common.json()).toMatchObject({ issues: [{ path: 'nueva' }] });
  expect((await change(here, { nueva: 'huerta-del-sur-9' })).json().error).toBe(
    MSG.passwordObligatoria,
  );
  expect(await sessionStatus(t, there)).toBe(200);
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(200);
});

test('sin sesión no se puede cambiar la contraseña ni cerrar sesiones', async () => {
  expect((await change(undefined, { actual: 'a', nueva: 'huerta-del-sur-9' })).statusCode).toBe(
    401,
  );
  expect((await t.request({ method: 'POST', url: '/api/logout/all' })).statusCode).toBe(401);
});

test('"Cerrar sesión en todos los dispositivos" termina todas las sesiones de la cuenta', async () => {
  const { here, there } = await twoSessions();
  const someoneElse = await t.signIn('user');
  const res = await t.request({ method: 'POST', url: '/api/logout/all', cookie: here });
  expect(res.statusCode).toBe(204);
  expect(await sessionStatus(t, here)).toBe(401);
  expect(await sessionStatus(t, there)).toBe(401);
  expect(await sessionStatus(t, someoneElse.cookie)).toBe(200);
});
