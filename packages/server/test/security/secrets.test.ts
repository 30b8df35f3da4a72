// Issue 9 "Checks": no secret in any answer. Every GET route the app has is called as an anonymous
// visitor and as an admin, and no answer holds a password, a password hash, the SMTP or database
// credentials or a session token.
import { expect, test } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/shared/password.ts';
import { buildTestApp } from '../support/app.ts';
import { insertProduct } from '../support/fixtures.ts';
import { allRoutes } from '../support/route-list.ts';
import { insertSale } from '../support/sale-fixture.ts';

const SECRETS = {
  ADMIN_PASSWORD: 'clave-admin-muy-secreta',
  SMTP_URL: 'smtp://feria-smtp:clave-smtp-secreta@smtp.example:587',
  DATABASE_URL: 'postgres://feria:clave-pg-secreta@db.example:5432/feria',
};
const t = buildTestApp(SECRETS);

const FORBIDDEN = [
  'clave-admin-muy-secreta',
  'clave-smtp-secreta',
  'clave-pg-secreta',
  'clave-de-ana',
  'smtp://',
  'postgres://',
  '$argon2',
  'password',
  'passwordHash',
  'tokenHash',
  'token_hash',
];

test('ninguna respuesta GET, anónima o de administrador, contiene claves, hashes ni credenciales', async () => {
  const product = await insertProduct(t.database.db);
  await insertSale(t.database.db, { lines: [{ product, cantidad: 1 }] });
  await t.database.db.insert(users).values({
    id: 'ana',
    email: 'ana@example.com',
    nombre: 'Ana',
    rol: 'user',
    passwordHash: await hashPassword('clave-de-ana'),
  });
  const admin = await t.signIn('admin', {
    passwordHash: await hashPassword(SECRETS.ADMIN_PASSWORD),
  });
  const token = admin.cookie.split('=')[1]!;
  const gets = allRoutes(t.app).filter((r) => r.method === 'GET');
  expect(gets.length).toBeGreaterThan(15);
  for (const route of gets) {
    const url = route.url
      .replace(':userId', 'ana')
      .replace(/:id/, String(product.id))
      .replace(/:\w+|\*/g, 'Legumbres');
    for (const cookie of [undefined, admin.cookie]) {
      const res = await t.request({ method: 'GET', url, cookie });
      expect(res.statusCode, url).not.toBe(500);
      for (const secret of [...FORBIDDEN, token]) {
        expect(res.body.includes(secret), `${url} contiene ${secret}`).toBe(false);
      }
    }
  }
});
