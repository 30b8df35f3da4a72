// Issue 12 §3: TRUST_PROXY is a hop count or a list of proxy addresses, never "every hop"; a
// forged X-Forwarded-For only moves the address as far back as the configuration says.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { TRUST_PROXY_HELP } from '../../src/config/trust-proxy.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { authFailures } from '../../src/db/schema.ts';
import { ORIGIN, testConfig } from '../support/app.ts';
import { closeTestDatabase, resetDatabase, testDatabase } from '../support/database.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => closeTestDatabase());

// The client forges the first entry; the proxy in front of the shop appended the real address.
const FORGED = '6.6.6.6, 203.0.113.7';

/** The address a failed sign-in is recorded under (the per-address limit's key). */
async function recordedAddress(trustProxy: string | undefined): Promise<string> {
  await resetDatabase(database);
  const env: Record<string, string> = trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy };
  const app = await buildApp({ config: testConfig(env), database });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/email',
      payload: { email: 'nadie@correo.com', password: 'mala' },
      headers: { origin: ORIGIN, 'x-forwarded-for': FORGED },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(401);
    const rows = await database.db.select().from(authFailures);
    expect(rows).toHaveLength(1);
    return rows[0]!.ip;
  } finally {
    await app.close();
  }
}

test('sin TRUST_PROXY (o false) cuenta la dirección del socket, no la inventada', async () => {
  expect(await recordedAddress(undefined)).toBe('10.0.0.2');
  expect(await recordedAddress('false')).toBe('10.0.0.2');
});

test('TRUST_PROXY=1 lee una sola dirección hacia atrás: la que agregó el proxy', async () => {
  expect(await recordedAddress('1')).toBe('203.0.113.7');
});

test('TRUST_PROXY con la lista de proxies se detiene en la primera dirección ajena', async () => {
  expect(await recordedAddress('10.0.0.2')).toBe('203.0.113.7');
  expect(await recordedAddress('10.0.0.0/8, 192.0.2.1')).toBe('203.0.113.7');
  // Only when the operator lists 203.0.113.7 as a proxy too does the next entry count.
  expect(await recordedAddress('10.0.0.2,203.0.113.7')).toBe('6.6.6.6');
  // A list that does not hold the socket's address trusts nothing.
  expect(await recordedAddress('192.0.2.1')).toBe('10.0.0.2');
});

test('un valor malo de TRUST_PROXY detiene el arranque nombrando la variable', () => {
  for (const bad of ['true', 'yes', '11', '-1', 'proxy.local', '10.0.0.1/33', '1.2.3']) {
    expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(`TRUST_PROXY: ${TRUST_PROXY_HELP}`);
  }
  expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1 , ::1 ' }).TRUST_PROXY).toEqual(['10.0.0.1', '::1']);
  expect(loadConfig({}).TRUST_PROXY).toBe(false);
});
