import { MSG } from '@feria/domain/messages/shop';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../shared/password.ts';

const t = buildTestApp();

const registration = {
  name: 'Juan Gómez',
  email: 'Juan@Correo.com',
  password: 'clave-secreta',
  state: 'Santa Fe',
  postalCode: '3000',
  address: 'San Martín 2020',
  celular: '3425550000',
};

const register = (body: unknown) =>
  t.request({ method: 'POST', url: '/api/user/create', payload: body as object });

test('registrarse crea un cliente, guarda el email en minúsculas y abre sesión', async () => {
  const res = await register(registration);
  expect(res.statusCode).toBe(201);
  const { ok, user } = res.json();
  expect(ok).toBe(true);
  expect(user).toMatchObject({
    email: 'juan@correo.com',
    nombre: 'Juan Gómez',
    rol: 'user',
    provincia: 'Santa Fe',
    cp: '3000',
    direccion: 'San Martín 2020',
    celular: '3425550000',
  });
  const cookie = res.cookies.find((c) => c.name === 'feria');
  const session = await t.request({
    method: 'GET',
    url: '/api/session',
    cookie: `feria=${cookie?.value}`,
  });
  expect(session.json().uid).toBe(user.uid);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.uid));
  expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(row!.passwordHash, 'clave-secreta')).toBe(true);
  const login = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: 'JUAN@correo.com', password: 'clave-secreta' },
  });
  expect(login.statusCode).toBe(200);
});

test('un registro público con role "admin" queda como cliente', async () => {
  const res = await register({ ...registration, role: 'admin', rol: 'admin' });
  expect(res.statusCode).toBe(201);
  expect(res.json().user.rol).toBe('user');
  const [row] = await t.database.db.select().from(users);
  expect(row?.rol).toBe('user');
});

test('un email ya registrado, con otras mayúsculas, es 409 "El email ya está registrado"', async () => {
  await register(registration);
  const res = await register({ ...registration, email: ' JUAN@correo.COM ' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    error: MSG.emailRegistrado,
    issues: [{ path: 'email', message: MSG.emailRegistrado }],
  });
  expect(res.cookies).toHaveLength(0);
  expect(await t.database.db.select().from(users)).toHaveLength(1);
});

test('el registro exige cada campo, con el mensaje de SPEC §5', async () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: '  ' }, 'name', MSG.nombreObligatorio],
    [{ email: '' }, 'email', MSG.emailObligatorio],
    [{ email: 'juan@' }, 'email', MSG.emailInvalido],
    [{ state: '' }, 'state', MSG.provinciaObligatoria],
    [{ postalCode: ' ' }, 'postalCode', MSG.cpObligatorio],
    [{ address: '' }, 'address', MSG.direccionObligatoria],
    [{ password: '' }, 'password', MSG.passwordObligatoria],
    [{ password: '12345' }, 'password', MSG.passwordMinimo],
    [{ name: 'x'.repeat(201) }, 'name', MSG.textoLargo],
  ];
  for (const [change, path, message] of cases) {
    const res = await register({ ...registration, ...change });
    expect(res.statusCode, path).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().issues).toContainEqual({ path, message });
  }
  const empty = await register({});
  expect(empty.json().issues.map((i: { path: string }) => i.path)).toEqual([
    'name',
    'email',
    'state',
    'postalCode',
    'address',
    'password',
  ]);
  expect(await t.database.db.select().from(users)).toHaveLength(0);
});

const seller = {
  nombre: 'Marta Vendedora',
  email: 'Marta@Feria.local',
  password: 'clave-marta',
  role: 'seller',
};

test('el administrador crea un vendedor que luego puede ingresar', async () => {
  const admin = await t.signIn('admin');
  const res = await t.request({
    method: 'POST',
    url: '/api/user/seller',
    payload: seller,
    cookie: admin.cookie,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({
    ok: true,
    user: { email: 'marta@feria.local', nombre: 'Marta Vendedora', rol: 'seller' },
  });
  // Creating someone else does not change the admin's own session.
  expect(res.cookies).toHaveLength(0);
  const login = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: 'marta@feria.local', password: 'clave-marta' },
  });
  expect(login.json().rol).toBe('seller');
});

test('crear vendedor: cada mensaje del formulario de usuario de SPEC §5', async () => {
  const admin = await t.signIn('admin');
  const cases: [Record<string, unknown>, string, string][] = [
    [{ nombre: '' }, 'nombre', MSG.nombreObligatorio],
    [{ nombre: 'M' }, 'nombre', MSG.nombreMinimo],
    [{ email: '' }, 'email', MSG.emailObligatorio],
    [{ email: 'marta' }, 'email', MSG.emailInvalido],
    [{ password: '' }, 'password', MSG.passwordObligatoria],
    [{ password: '123' }, 'password', MSG.passwordMinimo],
    [{ role: '' }, 'role', MSG.rolObligatorio],
    [{ role: 'admin' }, 'role', MSG.rolInvalido],
    [{ role: 'user' }, 'role', MSG.rolInvalido],
  ];
  for (const [change, path, message] of cases) {
    const res = await t.request({
      method: 'POST',
      url: '/api/user/seller',
      payload: { ...seller, ...change },
      cookie: admin.cookie,
    });
    expect(res.statusCode, `${path} ${message}`).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().issues).toContainEqual({ path, message });
  }
  await t.signIn('user', { email: 'ana@test.local' });
  const again = await t.request({
    method: 'POST',
    url: '/api/user/seller',
    payload: { ...seller, email: 'ANA@test.local' },
    cookie: admin.cookie,
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().error).toBe(MSG.emailRegistrado);
});

test('crear vendedor y listar usuarios son solo para el administrador', async () => {
  for (const call of [
    { method: 'POST' as const, url: '/api/user/seller', payload: seller },
    { method: 'GET' as const, url: '/api/user/users' },
  ]) {
    expect((await t.request(call)).statusCode).toBe(401);
    for (const rol of ['user', 'seller'] as const) {
      const { cookie } = await t.signIn(rol);
      const res = await t.request({ ...call, cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: MSG.sinPermisos });
    }
  }
  expect(await t.database.db.select().from(users).where(eq(users.rol, 'seller'))).toHaveLength(2);
});

test('la lista de usuarios trae nombre, email, rol y fecha, del más nuevo al más viejo', async () => {
  const admin = await t.signIn('admin', {
    nombre: 'Administración',
    email: 'admin@feria.local',
    createdAt: new Date('2025-03-05T02:30:00Z'),
  });
  await t.signIn('user', {
    nombre: 'Ana',
    email: 'ana@correo.com',
    createdAt: new Date('2025-04-10T15:00:00Z'),
  });
  const res = await t.request({ method: 'GET', url: '/api/user/users', cookie: admin.cookie });
  expect(res.statusCode).toBe(200);
  const list = res.json();
  expect(list).toEqual([
    {
      id: expect.any(String),
      nombre: 'Ana',
      email: 'ana@correo.com',
      rol: 'user',
      fecha: '10/04/2025',
      activo: true,
    },
    // 02:30 UTC is still the 4th in Buenos Aires.
    {
      id: admin.uid,
      nombre: 'Administración',
      email: 'admin@feria.local',
      rol: 'admin',
      fecha: '04/03/2025',
      activo: true,
    },
  ]);
  expect(JSON.stringify(list)).not.toMatch(/password|argon/i);
});
