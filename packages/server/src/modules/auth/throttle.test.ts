import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/support/app.ts';
import { buildApp } from '../../app.ts';
import { authFailures, users } from '../../db/schema.ts';
import { hashPassword } from '../../shared/password.ts';
import { LIMITS, REGISTRATION_MARK } from './throttle.ts';

// Addresses are simulated the way a reverse proxy reports them.
const t = buildTestApp({ TRUST_PROXY: '1' });

const login = (email: string, password: string, ip = '203.0.113.7') =>
  t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

async function ana() {
  await t.database.db.insert(users).values({
    id: 'u-ana',
    email: 'ana@correo.com',
    nombre: 'Ana',
    passwordHash: await hashPassword('clave-correcta'),
  });
}

test('10 fallos para un email dan 429, aun con la contraseña correcta', async () => {
  await ana();
  for (let i = 0; i < LIMITS.failuresPerEmail; i++) {
    // Changing address does not help: the e-mail itself is limited.
    expect((await login('ana@correo.com', 'mala', `198.51.100.${i}`)).statusCode).toBe(401);
  }
  const res = await login('ANA@correo.com', 'clave-correcta');
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: MSG.demasiadosIntentos });
  expect(res.headers['retry-after']).toBe('900');
  // Another e-mail from the same address is not affected.
  expect((await login('otra@correo.com', 'x')).statusCode).toBe(401);
});

test('pasada la ventana de 15 minutos se puede volver a ingresar', async () => {
  await ana();
  const old = new Date(Date.now() - LIMITS.windowMs - 1000);
  await t.database.db.insert(authFailures).values(
    Array.from({ length: 20 }, () => ({
      email: 'ana@correo.com',
      ip: '1.2.3.4',
      createdAt: old,
    })),
  );
  expect((await login('ana@correo.com', 'clave-correcta')).statusCode).toBe(200);
});

test('un ingreso correcto no se demora y borra los fallos anteriores de ese email', async () => {
  await ana();
  for (let i = 0; i < LIMITS.failuresPerEmail - 1; i++) await login('ana@correo.com', 'mala');
  expect((await login('ana@correo.com', 'clave-correcta')).statusCode).toBe(200);
  expect((await login('ana@correo.com', 'mala')).statusCode).toBe(401);
  expect((await login('ana@correo.com', 'clave-correcta')).statusCode).toBe(200);
});

test('100 fallos desde una dirección dan 429 a esa dirección para cualquier email', async () => {
  await ana();
  const now = new Date();
  await t.database.db.insert(authFailures).values(
    Array.from({ length: LIMITS.failuresPerIp }, (_, i) => ({
      email: `probando${i}@correo.com`,
      ip: '203.0.113.9',
      createdAt: now,
    })),
  );
  const res = await login('ana@correo.com', 'clave-correcta', '203.0.113.9');
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toBe(MSG.demasiadosIntentos);
  expect((await login('ana@correo.com', 'clave-correcta', '203.0.113.10')).statusCode).toBe(200);
});

test('más de 100 registros por hora desde una dirección dan 429', async () => {
  const now = new Date();
  await t.database.db.insert(authFailures).values(
    Array.from({ length: LIMITS.registrationsPerIp }, () => ({
      email: REGISTRATION_MARK,
      ip: '203.0.113.5',
      createdAt: now,
    })),
  );
  const body = {
    name: 'Juan',
    email: 'juan@correo.com',
    password: 'clave-secreta',
    state: 'Santa Fe',
    postalCode: '3000',
    address: 'San Martín 1',
  };
  const res = await t.request({
    method: 'POST',
    url: '/api/user/create',
    payload: body,
    headers: { 'x-forwarded-for': '203.0.113.5' },
  });
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toBe(MSG.demasiadosIntentos);
  expect(await t.database.db.select().from(users)).toHaveLength(0);
  // Registrations are not sign-in failures: the same address may still sign in.
  await ana();
  expect((await login('ana@correo.com', 'clave-correcta', '203.0.113.5')).statusCode).toBe(200);
  const other = await t.request({
    method: 'POST',
    url: '/api/user/create',
    payload: body,
    headers: { 'x-forwarded-for': '203.0.113.6' },
  });
  expect(other.statusCode).toBe(201);
});

test('sin TRUST_PROXY una cabecera X-Forwarded-For inventada no cambia la dirección', async () => {
  const plain = await buildApp({ config: testConfig(), database: t.database });
  try {
    const seen: string[] = [];
    plain.addHook('onRequest', async (request) => {
      seen.push(request.ip);
    });
    await plain.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
    expect(seen).toEqual(['127.0.0.1']);
  } finally {
    await plain.close();
  }
});
