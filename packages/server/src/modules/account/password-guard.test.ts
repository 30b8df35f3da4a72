// Issue 28 §3: a wrong current password in PUT /api/user/password counts as a failed sign-in of
// the account (429 after 10, even with the right one, all audited), and the password-hashing
// line is bounded: when full, sign-in, registration and password calls answer 503 at once.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { cookieOf, insertCustomer, login, REGISTRO } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { auditLog, users } from '../../db/schema.ts';
import { verifyPassword } from '../../shared/password.ts';
import {
  MAX_CONCURRENT_VERIFICATIONS,
  MAX_WAITING_VERIFICATIONS,
  verifyGate,
} from '../../shared/verify-gate.ts';

const t = buildTestApp();

const change = (cookie: string, actual: string, nueva = 'tomate-maduro-31') =>
  t.request({ method: 'PUT', url: '/api/user/password', payload: { actual, nueva }, cookie });

const audits = async (accion: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.accion, accion));

test('10 contraseñas actuales equivocadas: la 11.ª recibe 429 aunque sea la correcta, y todo queda auditado', async () => {
  const user = await insertCustomer(t);
  const cookie = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  for (let i = 0; i < 10; i++) {
    const res = await change(cookie, `adivino-${i}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ACCOUNT_MSG.passwordActualIncorrecta);
  }
  const res = await change(cookie, 'clave-secreta-1');
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: MSG.demasiadosIntentos });
  expect(res.headers['retry-after']).toBeDefined();
  // The password did not change, and the account's sign-in is held back as well.
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  expect(await verifyPassword(row!.passwordHash, 'clave-secreta-1')).toBe(true);
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(429);
  const failed = await audits('password.fallo');
  expect(failed).toHaveLength(10);
  expect(failed[0]).toMatchObject({ userId: user.id, quien: user.email });
  expect(failed[0]?.ip).not.toBe('');
  expect(await audits('password.bloqueado')).toHaveLength(1);
});

test('la contraseña correcta a tiempo borra los intentos fallidos', async () => {
  const user = await insertCustomer(t);
  const cookie = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  for (let i = 0; i < 5; i++) expect((await change(cookie, `adivino-${i}`)).statusCode).toBe(400);
  expect((await change(cookie, 'clave-secreta-1')).statusCode).toBe(200);
  expect((await login(t, user.email, 'tomate-maduro-31')).statusCode).toBe(200);
});

test('con la fila de contraseñas llena, ingreso, registro y cambio de contraseña responden 503 con Retry-After', async () => {
  const user = await insertCustomer(t);
  const cookie = cookieOf(await login(t, user.email, 'clave-secreta-1'));
  // Hold every slot and fill the line, as hundreds of queued calls would.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hogs = Array.from(
    { length: MAX_CONCURRENT_VERIFICATIONS + MAX_WAITING_VERIFICATIONS },
    () => verifyGate.run(() => held),
  );
  try {
    const started = Date.now();
    const answers = [
      await login(t, user.email, 'clave-secreta-1'),
      await t.request({
        method: 'POST',
        url: '/api/user/create',
        payload: { ...REGISTRO, email: 'nueva@correo.com' },
      }),
      await change(cookie, 'clave-secreta-1'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: MSG.servidorOcupado });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Refused at once, not after waiting in the line.
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    release();
    await Promise.all(hogs);
  }
  // Once the line empties, the same calls work.
  expect((await login(t, user.email, 'clave-secreta-1')).statusCode).toBe(200);
});
