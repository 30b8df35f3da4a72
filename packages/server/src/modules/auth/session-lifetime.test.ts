import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../shared/opaque-token.ts';
import { SESSION_LIFETIME, sessionExpiry } from './sessions.ts';

const t = buildTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const status = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/session', cookie })).statusCode;

async function move(cookie: string, fields: { createdAt?: Date; expiresAt?: Date }) {
  await t.database.db
    .update(sessions)
    .set(fields)
    .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
}

async function expiryOf(cookie: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
  return row!.expiresAt.getTime();
}

test('las duraciones: personal 12 h sin uso y 7 días; clientes 30 días corridos y 90 en total', () => {
  expect(SESSION_LIFETIME.staff).toMatchObject({ idle: 12 * HOUR, absolute: 7 * DAY });
  expect(SESSION_LIFETIME.user).toMatchObject({ idle: 30 * DAY, absolute: 90 * DAY });
  const now = Date.now();
  const start = new Date(now - 2 * DAY);
  expect(sessionExpiry('seller', start, now).getTime()).toBe(now + 12 * HOUR);
  expect(sessionExpiry('admin', new Date(now - 7 * DAY + HOUR), now).getTime()).toBe(now + HOUR);
  expect(sessionExpiry('user', start, now).getTime()).toBe(now + 30 * DAY);
  expect(sessionExpiry('user', new Date(now - 80 * DAY), now).getTime()).toBe(now + 10 * DAY);
});

test('una sesión de vendedor usada se extiende 12 horas; a los 7 días termina', async () => {
  const seller = await t.signIn('seller');
  expect(await status(seller.cookie)).toBe(200);
  expect(Math.abs((await expiryOf(seller.cookie)) - (Date.now() + 12 * HOUR))).toBeLessThan(60_000);
  await move(seller.cookie, { createdAt: new Date(Date.now() - 7 * DAY - 1000) });
  expect(await status(seller.cookie)).toBe(401);
});

test('una sesión de personal sin uso por 12 horas vence', async () => {
  const admin = await t.signIn('admin');
  await move(admin.cookie, { expiresAt: new Date(Date.now() - 1000) });
  expect(await status(admin.cookie)).toBe(401);
});

test('la sesión de un cliente se desliza 30 días hasta el límite de 90', async () => {
  const user = await t.signIn('user');
  await move(user.cookie, { expiresAt: new Date(Date.now() + 5 * DAY) });
  expect(await status(user.cookie)).toBe(200);
  expect((await expiryOf(user.cookie)) - Date.now()).toBeGreaterThan(29 * DAY);
  await move(user.cookie, { createdAt: new Date(Date.now() - 90 * DAY - 1000) });
  expect(await status(user.cookie)).toBe(401);
});
