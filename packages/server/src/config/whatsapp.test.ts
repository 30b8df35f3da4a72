import { expect, test } from 'vitest';
import { loadConfig } from '../config.ts';

const base = () => ({
  SEED_DEMO: 'false',
  WHATSAPP_TOKEN: 'EAAG-token-de-prueba',
  WHATSAPP_PHONE_NUMBER_ID: '123456789012345',
  WHATSAPP_APP_SECRET: 'secreto-de-la-app',
  WHATSAPP_VERIFY_TOKEN: 'verificar-feria',
});

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

test('sin variables de WhatsApp, apagado; con las cuatro, la API de Meta y 10 s por defecto', () => {
  expect(loadConfig({ SEED_DEMO: 'false' }).whatsapp).toBeNull();
  expect(loadConfig(base()).whatsapp).toEqual({
    token: 'EAAG-token-de-prueba',
    phoneNumberId: '123456789012345',
    appSecret: 'secreto-de-la-app',
    verifyToken: 'verificar-feria',
    apiUrl: 'https://graph.facebook.com/v24.0',
    timeoutMs: 10_000,
    perSecond: 20,
  });
  const local = loadConfig({
    ...base(),
    WHATSAPP_API_URL: 'http://127.0.0.1:9/v24.0/',
    WHATSAPP_TIMEOUT_MS: '100',
  }).whatsapp;
  expect(local).toMatchObject({ apiUrl: 'http://127.0.0.1:9/v24.0', timeoutMs: 100 });
});

test('algunas pero no todas detienen el arranque nombrando la primera que falta', () => {
  const { WHATSAPP_PHONE_NUMBER_ID: _p, WHATSAPP_VERIFY_TOKEN: _v, ...dos } = base();
  expect(refusal(dos)).toContain(
    'WHATSAPP_PHONE_NUMBER_ID: hace falta con WHATSAPP_TOKEN, WHATSAPP_APP_SECRET',
  );
  expect(refusal({ SEED_DEMO: 'false', WHATSAPP_VERIFY_TOKEN: 'x' })).toContain(
    'WHATSAPP_TOKEN: hace falta con WHATSAPP_VERIFY_TOKEN',
  );
});

test('una URL http que no es esta máquina y un tiempo fuera de 100–60000 se rechazan', () => {
  for (const url of ['http://graph.example.com/v24.0', 'http://10.0.0.1/v24.0', 'no es url']) {
    expect(refusal({ ...base(), WHATSAPP_API_URL: url })).toContain('WHATSAPP_API_URL');
  }
  for (const ms of ['99', '60001', '2.5', 'diez']) {
    expect(refusal({ ...base(), WHATSAPP_TIMEOUT_MS: ms })).toContain('WHATSAPP_TIMEOUT_MS');
  }
  expect(refusal({ ...base(), WHATSAPP_TIMEOUT_MS: '60000' })).toBeNull();
});

test('WHATSAPP_PER_SECOND: un entero entre 1 y 1000, en castellano', () => {
  expect(loadConfig({ ...base(), WHATSAPP_PER_SECOND: '10' }).whatsapp?.perSecond).toBe(10);
  for (const n of ['0', '1001', '2.5', 'veinte']) {
    expect(refusal({ ...base(), WHATSAPP_PER_SECOND: n })).toContain(
      'WHATSAPP_PER_SECOND: mensajes por segundo, un entero entre 1 y 1000',
    );
  }
});

test('ningún mensaje de error muestra el token ni los secretos', () => {
  const message = refusal({ ...base(), WHATSAPP_TIMEOUT_MS: '0' }) ?? '';
  for (const secret of Object.values(base()).slice(1)) expect(message).not.toContain(secret);
});
