// Issue 28 §5: start-up refuses an ADMIN_PASSWORD that breaks the password rule and a
// TRUST_PROXY that names every address, each with a message naming the variable.
import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { afterAll, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { freePort, killAll, runScript, tempDir } from '../support/processes.ts';

afterAll(killAll);

const base = { DATA_DIR: tempDir('feria-config-'), SEED_DEMO: 'false' };

function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`aceptó ${JSON.stringify(env)}`);
}

test('ADMIN_PASSWORD sigue la regla de contraseñas', () => {
  expect(refusal({ ADMIN_PASSWORD: 'abc123' })).toContain(`ADMIN_PASSWORD: ${MSG.passwordMinimo}`);
  expect(refusal({ ADMIN_PASSWORD: 'password1' })).toContain(
    `ADMIN_PASSWORD: ${ACCOUNT_MSG.passwordComun}`,
  );
  for (const easy of ['zzzzzzzzzz', 'feria2025!', 'admin12345']) {
    expect(refusal({ ADMIN_PASSWORD: easy })).toContain(
      `ADMIN_PASSWORD: ${ACCOUNT_MSG.passwordFacil}`,
    );
  }
  expect(loadConfig({ ...base, ADMIN_PASSWORD: 'tomate-maduro-31' }).adminPassword).toBe(
    'tomate-maduro-31',
  );
});

test('TRUST_PROXY no puede nombrar todas las direcciones', () => {
  for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0']) {
    expect(refusal({ TRUST_PROXY: everyone })).toMatch(/TRUST_PROXY: no puede nombrar todas/);
  }
  expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8']);
});

test('el servidor no arranca con una ADMIN_PASSWORD débil y dice qué variable corregir', async () => {
  const proc = runScript('packages/server/src/main.ts', [], {
    DATA_DIR: tempDir('feria-config-'),
    PORT: String(await freePort()),
    ADMIN_PASSWORD: '123456',
  });
  expect(await proc.exited).toBe(1);
  expect(proc.output()).toContain(`ADMIN_PASSWORD: ${MSG.passwordMinimo}`);
  expect(proc.output()).not.toContain('    at ');
}, 60_000);
