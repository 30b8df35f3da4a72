import { shopDateParts } from '@feria/domain/rules/dates';
import { expect, test } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/support/app.ts';

const t = buildTestApp({ WHATSAPP_TOPE_MENSUAL: '250' });

test('GET /api/whatsapp/estado: el personal ve el mes, 0 enviados y el tope; /api/config dice whatsapp: false', async () => {
  const seller = await t.signIn('seller');
  const res = await t.request({
    method: 'GET',
    url: '/api/whatsapp/estado',
    cookie: seller.cookie,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    activo: false,
    mes: shopDateParts(new Date()).dia.slice(0, 7),
    enviados: 0,
    tope: 250,
  });
  expect((await t.request({ method: 'GET', url: '/api/whatsapp/estado' })).statusCode).toBe(401);
  const user = await t.signIn('user');
  const refused = await t.request({
    method: 'GET',
    url: '/api/whatsapp/estado',
    cookie: user.cookie,
  });
  expect(refused.statusCode).toBe(403);
  const config = await t.request({ method: 'GET', url: '/api/config' });
  expect(config.json().whatsapp).toBe(false);
  expect(JSON.stringify(config.json())).not.toMatch(/WHATSAPP_/);
});

test('WHATSAPP_TOPE_MENSUAL es un entero de 0 a 1000000: otro valor detiene el arranque', () => {
  for (const bad of ['-1', '1000001', '2.5', 'mil']) {
    expect(() => testConfig({ WHATSAPP_TOPE_MENSUAL: bad })).toThrow(/WHATSAPP_TOPE_MENSUAL/);
  }
  expect(testConfig({}).WHATSAPP_TOPE_MENSUAL).toBe(1000);
});
