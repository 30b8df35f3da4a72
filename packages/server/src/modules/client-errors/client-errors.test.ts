// POST /api/errores-web: a browser's error reaches the server's log, bounded and throttled.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ORIGIN, testConfig } from '../../../test/support/app.ts';
import { closeTestDatabase, testDatabase } from '../../../test/support/database.ts';
import { buildApp } from '../../app.ts';

let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: await testDatabase(),
    logger: { stream },
  });
});

afterAll(async () => {
  await app.close();
  await closeTestDatabase();
});

const report = (body: unknown, ip = '10.0.0.1', origin: string | undefined = ORIGIN) =>
  app.inject({
    method: 'POST',
    url: '/api/errores-web',
    remoteAddress: ip,
    headers: origin ? { origin } : {},
    payload: body as object,
  });

test('un error del navegador queda en el registro del servidor', async () => {
  const res = await report({
    mensaje: 'x is undefined',
    pagina: '/dashboard',
    pila: 'at f (a.js:1)',
  });
  expect(res.statusCode).toBe(204);
  const entry = lines.map((l) => JSON.parse(l)).find((l) => l.pagina === '/dashboard');
  expect(entry).toMatchObject({
    level: 50,
    pila: 'at f (a.js:1)',
    msg: 'Error en el navegador: x is undefined',
  });
});

test('un informe sin mensaje o demasiado largo es un 400 y no se registra', async () => {
  const before = lines.length;
  expect((await report({ mensaje: '', pagina: '/' })).statusCode).toBe(400);
  expect((await report({ mensaje: 'a'.repeat(501), pagina: '/' })).statusCode).toBe(400);
  expect(lines.slice(before).some((l) => l.includes('Error en el navegador'))).toBe(false);
});

test('sin el Origin de la tienda se rechaza', async () => {
  const res = await report({ mensaje: 'm', pagina: '/' }, '10.0.0.2', 'https://otro.example');
  expect(res.statusCode).toBe(403);
});

test('una dirección no llena el registro: a los 10 por minuto, 429', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 12; i++)
    codes.push((await report({ mensaje: `m${i}`, pagina: '/' }, '10.0.0.3')).statusCode);
  expect(codes.slice(0, 10).every((c) => c === 204)).toBe(true);
  expect(codes.slice(10)).toEqual([429, 429]);
  expect((await report({ mensaje: 'otra', pagina: '/' }, '10.0.0.4')).statusCode).toBe(204);
});
