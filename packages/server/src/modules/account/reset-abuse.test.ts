// Issue 12/13: the anonymous password calls cannot be used to burn the server's CPU or to send
// more mail than the rule allows. A reset with a link that names nothing runs no argon2 at all,
// and parallel "forgot" requests for one account still queue at most three mails an hour.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { expect, test, vi } from 'vitest';
import { insertCustomer, outbox } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';

// Every argon2 hash of the server goes through hashPassword; count its calls.
const argon2 = vi.hoisted(() => ({ hashes: 0 }));
vi.mock('../../shared/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/password.ts')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      argon2.hashes++;
      return real.hashPassword(password);
    },
  };
});

const t = buildTestApp();

test('un enlace de recuperación inventado no hace calcular ningún hash de contraseña', async () => {
  const before = argon2.hashes;
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      t.request({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token: `inventado-${i}-${'x'.repeat(30)}`, password: 'nueva-clave-larga' },
      }),
    ),
  );
  for (const res of answers) {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ACCOUNT_MSG.enlaceInvalido);
  }
  expect(argon2.hashes - before).toBe(0);
});

test('diez pedidos de recuperación a la vez para una cuenta encolan tres correos, no más', async () => {
  const user = await insertCustomer(t);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email } }),
    ),
  );
  expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(202));
  expect(await outbox(t)).toHaveLength(3);
});
