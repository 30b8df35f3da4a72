import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';

const t = buildTestApp({
  SMTP_URL: 'smtp://usuario:clave-secreta@127.0.0.1:2525',
  DATABASE_URL: '',
  ADMIN_PASSWORD: 'otra-clave-secreta',
});

test('GET /api/config da las constantes de la tienda y ningún secreto', async () => {
  const res = await t.request({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({
    city: 'Santa Fe',
    postalCode: '3000',
    phone: expect.stringMatching(/^\d+$/),
    transferAlias: expect.any(String),
    transferCbu: expect.any(String),
    transferHolder: expect.any(String),
    googleClientId: null,
  });
  const text = res.body;
  expect(text).not.toContain('clave-secreta');
  expect(text).not.toContain('smtp://');
  expect(text).not.toContain('admin@feria.local');
});
