// Issue 57 §8: at most 30 web-vitals reports a minute from one address across all servers: the
// count lives in the database, so a second server behind the same proxy adds nothing.
import { expect, test } from 'vitest';
import { buildTestApp, ORIGIN, testConfig } from '../../../test/support/app.ts';
import { buildApp } from '../../app.ts';

const t = buildTestApp();

test('dos servidores sobre una base: 30 informes por minuto de una dirección en total', async () => {
  const second = await buildApp({ config: testConfig(), database: t.database });
  try {
    const send = (app: typeof second, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/web-vitals',
        remoteAddress,
        headers: { origin: ORIGIN },
        payload: { pagina: 'inicio', dispositivo: 'telefono', lcp: 1.2 },
      });
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      codes.push((await send(i % 2 === 0 ? t.app : second, '10.9.0.1')).statusCode);
    }
    expect(codes.filter((c) => c === 204)).toHaveLength(30);
    expect(codes.slice(30)).toEqual(Array(10).fill(429));
    // Another address is counted on its own.
    expect((await send(second, '10.9.0.2')).statusCode).toBe(204);
  } finally {
    await second.close();
  }
});
