// Issue 56: what a request meets when the database is away in one way or another. The real app
// over a pool of the test's choosing (a closed port, a host that does not resolve, a database that
// refuses connections…), asked through app.inject; the pool is closed afterwards.
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { ORIGIN, testConfig } from './app.ts';
import { webOrder } from './sales.ts';

/** One request through the real app on `database`. */
export async function askThrough(
  database: Database,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  const config = testConfig();
  const app = await buildApp({ config, database, webDir: path.join(config.dataDir, 'no-web') });
  try {
    return await app.inject({ ...opts, headers: { origin: ORIGIN, ...opts.headers } });
  } finally {
    await app.close();
  }
}

/** A web order for one unit of product `id`, posted through the app on `database`. */
export function orderThrough(
  database: Database,
  id: number,
  correo = 'ana@example.com',
): Promise<LightMyRequestResponse> {
  const cliente = { ...webOrder([]).cliente, correo };
  return askThrough(database, {
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder([{ id, cantidad: 1 }], { cliente }),
  });
}

/** The answer of an outage: 503, "La base de datos no responde", and when to come back. */
export function expectAway(res: LightMyRequestResponse): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: 503,
    body: { error: 'La base de datos no responde' },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}
