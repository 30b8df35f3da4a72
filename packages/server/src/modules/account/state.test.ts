import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { cookieOf, login, sessionStatus } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../shared/password.ts';
import { setUserActive } from './state.ts';

const t = buildTestApp();

const setState = (cookie: string | undefined, id: string, body: unknown) =>
  t.request({ method: 'PUT', url: `/api/user/${id}/estado`, payload: body as object, cookie });

async function seller() {
  const passwordHash = await hashPassword('clave-vendedor-1');
  await t.database.db.insert(users).values({
    id: 'u-vera',
    email: 'vera@feria.local',
    nombre: 'Vera',
    rol: 'seller',
    passwordHash,
    emailConfirmado: true,
  });
  return cookieOf(await login(t, 'vera@feria.local', 'clave-vendedor-1'));
}

const activo = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.activo;

test('deshabilitar termina las sesiones al instante y el ingreso responde 403', async () => {
  const admin = await t.signIn('admin');
  const vera = await seller();
  expect(await sessionStatus(t, vera)).toBe(200);
  const res = await setState(admin.cookie, 'u-vera', { activo: false });
  expect(res.statusCode).toBe(200);
  expect(await activo('u-vera')).toBe(false);
  expect(await sessionStatus(t, vera)).toBe(401);
  const again = await login(t, 'vera@feria.local', 'clave-vendedor-1');
  expect(again.statusCode).toBe(403);
  expect(again.json().error).toBe('Cuenta deshabilitada');
  // A wrong password still gets the usual answer: nothing about the account is told.
  expect((await login(t, 'vera@feria.local', 'otra-clave-99')).statusCode).toBe(401);

  const list = await t.request({ method: 'GET', url: '/api/user/users', cookie: admin.cookie });
  expect(list.json()).toContainEqual(expect.objectContaining({ id: 'u-vera', activo: false }));

  expect((await setState(admin.cookie, 'u-vera', { activo: true })).statusCode).toBe(200);
  expect((await login(t, 'vera@feria.local', 'clave-vendedor-1')).statusCode).toBe(200);
});

test('nadie deshabilita su propia cuenta', async () => {
  const admin = await t.signIn('admin');
  const res = await setState(admin.cookie, admin.uid, { activo: false });
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toBe('No podés deshabilitar tu propia cuenta');
  expect(await activo(admin.uid)).toBe(true);
});

test('otro administrador se puede deshabilitar mientras quede uno activo', async () => {
  const admin = await t.signIn('admin');
  const other = await t.signIn('admin');
  expect((await setState(admin.cookie, other.uid, { activo: false })).statusCode).toBe(200);
  expect(await sessionStatus(t, other.cookie)).toBe(401);
});

test('dos administradores que se deshabilitan a la vez: siempre queda uno activo', async () => {
  const a = await t.signIn('admin');
  const b = await t.signIn('admin');
  const who = (s: { uid: string }) => ({ uid: s.uid, email: `${s.uid}@feria.local` });
  // Straight to the service, so both checks run at the same moment (over HTTP the second
  // request usually finds its session already ended).
  const outcomes = await Promise.allSettled([
    setUserActive(t.database.db, who(a), b.uid, false, '127.0.0.1'),
    setUserActive(t.database.db, who(b), a.uid, false, '127.0.0.1'),
  ]);
  expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = outcomes.find((o) => o.status === 'rejected');
  expect((refused as PromiseRejectedResult).reason).toMatchObject({
    statusCode: 409,
    message: ACCOUNT_MSG.ultimoAdmin,
  });
  const admins = await t.database.db.select().from(users).where(eq(users.rol, 'admin'));
  expect(admins.filter((u) => u.activo)).toHaveLength(1);
});

test('datos inválidos, usuario inexistente y permisos', async () => {
  const admin = await t.signIn('admin');
  await seller();
  const bad = await setState(admin.cookie, 'u-vera', { activo: 'no' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe(ACCOUNT_MSG.activoInvalido);
  expect((await setState(admin.cookie, 'u-vera', {})).statusCode).toBe(400);
  const missing = await setState(admin.cookie, 'nadie', { activo: false });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error).toBe(ACCOUNT_MSG.usuarioNoEncontrado);
  expect((await setState(undefined, 'u-vera', { activo: false })).statusCode).toBe(401);
  const sellerSession = await t.signIn('seller');
  expect((await setState(sellerSession.cookie, 'u-vera', { activo: false })).statusCode).toBe(403);
  const customer = await t.signIn('user');
  expect((await setState(customer.cookie, 'u-vera', { activo: false })).statusCode).toBe(403);
  expect(await activo('u-vera')).toBe(true);
});
