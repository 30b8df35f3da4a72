// Round 4 (issue 44): start-up refuses a TRUST_PROXY range wider than /8 (IPv4) or /32 (IPv6), a
// webhook secret under 32 characters and an http: Mercado Pago address that is not this machine,
// each with a message naming the variable.
import { expect, test } from 'vitest';
import { plainHttpProblem } from '../../src/config/plain-http.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { tempDir } from '../support/processes.ts';

const base = { DATA_DIR: tempDir('feria-config4-'), SEED_DEMO: 'false' };
const SECRET = 'x'.repeat(32);

function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`aceptó ${JSON.stringify(env)}`);
}

test('TRUST_PROXY no acepta rangos más anchos que /8 (IPv4) ni /32 (IPv6)', () => {
  for (const wide of ['0.0.0.0/1,128.0.0.0/1', '::/1', '10.0.0.0/7', '2001:db8::/31']) {
    expect(refusal({ TRUST_PROXY: wide })).toMatch(/TRUST_PROXY: .*\/8.*\/32/);
  }
  for (const fine of ['10.0.0.0/8', '2001:db8::/32', '192.168.1.10', '1', 'fd00::1/128']) {
    expect(loadConfig({ ...base, TRUST_PROXY: fine }).TRUST_PROXY).toBeTruthy();
  }
});

test('MERCADOPAGO_WEBHOOK_SECRET necesita al menos 32 caracteres', () => {
  const env = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' };
  expect(refusal({ ...env, MERCADOPAGO_WEBHOOK_SECRET: 'a' })).toContain(
    'MERCADOPAGO_WEBHOOK_SECRET: al menos 32 caracteres',
  );
  expect(refusal({ ...env, MERCADOPAGO_WEBHOOK_SECRET: 'x'.repeat(31) })).toContain(
    'MERCADOPAGO_WEBHOOK_SECRET',
  );
  expect(loadConfig({ ...base, ...env, MERCADOPAGO_WEBHOOK_SECRET: SECRET }).mercadoPago).toBe(
    true,
  );
});

test('MERCADOPAGO_API_URL con http: sólo hacia esta máquina', () => {
  for (const clear of [
    'http://api.mercadopago.com',
    'http://10.0.0.5:8080',
    'http://localhost.evil.com',
  ]) {
    expect(refusal({ MERCADOPAGO_API_URL: clear })).toMatch(/MERCADOPAGO_API_URL: .*https/);
  }
  for (const fine of [
    'https://api.mercadopago.com',
    'http://127.0.0.1:4010',
    'http://localhost:4010',
    'http://[::1]:4010',
    'http://127.3.2.1',
  ]) {
    expect(loadConfig({ ...base, MERCADOPAGO_API_URL: fine }).MERCADOPAGO_API_URL).toBe(fine);
  }
});

test('la regla de URL es una función que otras variables (ARCA) pueden usar', () => {
  expect(plainHttpProblem('http://example.com')).toMatch(/https/);
  expect(plainHttpProblem('https://example.com')).toBeNull();
  expect(plainHttpProblem('http://127.0.0.1:9')).toBeNull();
  expect(plainHttpProblem('ftp://127.0.0.1')).toMatch(/https/);
});
