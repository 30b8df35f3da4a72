// Issue 12: the sign-in throttle holds for attempts that arrive at the same moment (API.md
// "Throttling"): of 60 simultaneous wrong passwords for one e-mail at most 10 are checked.
import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../shared/password.ts';
import { MAX_CONCURRENT_VERIFICATIONS, verifyGate } from '../../shared/verify-gate.ts';
import { LIMITS } from './throttle.ts';

const t = buildTestApp();

test('60 contraseñas malas a la vez para un email: a lo sumo 10 se verifican, el resto 429', async () => {
  await t.database.db.insert(users).values({
    id: 'u-ana',
    email: 'ana@correo.com',
    nombre: 'Ana',
    passwordHash: await hashPassword('clave-correcta'),
  });
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      t.request({
        method: 'POST',
        url: '/api/login/email',
        payload: { email: 'ana@correo.com', password: `mala-${i}` },
      }),
    ),
  );
  const codes = answers.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(LIMITS.failuresPerEmail);
  // Round 4: one address holds at most 2 waiting places in the hashing line, so some of the
  // burst that got past the throttle is told 503 (the line is busy for that address).
  expect(codes.filter((c) => c === 429 || c === 503).length).toBeGreaterThanOrEqual(
    60 - LIMITS.failuresPerEmail,
  );
  expect(codes.every((c) => c === 401 || c === 429 || c === 503)).toBe(true);
  // argon2 never ran more than a few at once.
  expect(verifyGate.peak()).toBeGreaterThan(0);
  expect(verifyGate.peak()).toBeLessThanOrEqual(MAX_CONCURRENT_VERIFICATIONS);
  // Which of 429 and 503 the rest get depends on timing (a 503's attempt is taken back, so a
  // later call may claim it); each carries its own Spanish message.
  for (const r of answers.filter((a) => a.statusCode === 429)) {
    expect(r.json()).toEqual({ error: MSG.demasiadosIntentos });
  }
  for (const r of answers.filter((a) => a.statusCode === 503)) {
    expect(r.json()).toEqual({ error: MSG.servidorOcupado });
  }
  // One at a time, wrong passwords are verified until the e-mail's window is full: never more
  // than LIMITS.failuresPerEmail in all, burst included.
  let verified = codes.filter((c) => c === 401).length;
  for (let i = 0; i <= LIMITS.failuresPerEmail; i++) {
    const res = await t.request({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: 'ana@correo.com', password: `otra-mala-${i}` },
    });
    if (res.statusCode === 429) break;
    expect(res.statusCode).toBe(401);
    verified++;
  }
  expect(verified).toBe(LIMITS.failuresPerEmail);
  // The right password is refused too while the window lasts.
  const right = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: 'ana@correo.com', password: 'clave-correcta' },
  });
  expect(right.statusCode).toBe(429);
}, 60_000);
