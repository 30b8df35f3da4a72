import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';

const t = buildTestApp();

test('sin GOOGLE_CLIENT_ID el ingreso con Google responde 401', async () => {
  const res = await t.request({
    method: 'POST',
    url: '/api/login/third',
    payload: { token: 'cualquiera' },
  });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: MSG.errorIngresar });
  const config = await t.request({ method: 'GET', url: '/api/config' });
  expect(config.json().googleClientId).toBeNull();
});
