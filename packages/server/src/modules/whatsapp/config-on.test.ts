import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';

const SECRETS = {
  WHATSAPP_TOKEN: 'EAAG-token-que-no-sale',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
  WHATSAPP_APP_SECRET: 'secreto-que-no-sale',
  WHATSAPP_VERIFY_TOKEN: 'verificacion-que-no-sale',
};

const t = buildTestApp(SECRETS);

test('con el Nivel 2 encendido /api/config dice whatsapp: true y no muestra ningún secreto', async () => {
  const res = await t.request({ method: 'GET', url: '/api/config' });
  expect(res.statusCode).toBe(200);
  expect(res.json().whatsapp).toBe(true);
  for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
});
