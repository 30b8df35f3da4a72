import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';

const t = buildTestApp();

test('GET /api/health responde ok cuando la base de datos contesta', async () => {
  const res = await t.request({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true });
});

test('las respuestas llevan las cabeceras de seguridad', async () => {
  const res = await t.request({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('una ruta /api desconocida es un 404 JSON en español', async () => {
  const res = await t.request({ method: 'GET', url: '/api/no-existe' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'Ruta no encontrada' });
});

test('un POST sin Origin propio se rechaza con 403 antes de ejecutar nada', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/no-existe',
    headers: { origin: 'https://otro-sitio.example' },
  });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: 'Origen no permitido' });
  const none = await t.app.inject({ method: 'POST', url: '/api/no-existe' });
  expect(none.statusCode).toBe(403);
});
