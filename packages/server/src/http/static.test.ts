import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../test/support/app.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="es"><title>Feria</title></html>',
);
fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Feria"}');
fs.writeFileSync(path.join(webDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = buildTestApp({}, { webDir });

test('cualquier ruta de la web sirve la aplicación (SPA) sin caché', async () => {
  for (const url of ['/', '/product/12', '/dashboard/sales', '/aboutUs?x=1']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="es">');
  }
});

test('los archivos con hash se guardan en caché por un año', async () => {
  const res = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('una imagen subida que no existe es un 404 JSON, no la web', async () => {
  const res = await t.request({ method: 'GET', url: '/uploads/no-existe.webp' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'Ruta no encontrada' });
});

test('el service worker y el manifiesto se piden cada vez; el resto, por una hora', async () => {
  const sw = await t.request({ method: 'GET', url: '/sw.js' });
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['content-type']).toContain('javascript');
  expect(sw.headers['cache-control']).toBe('no-cache');
  const manifest = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['content-type']).toContain('application/manifest+json');
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const logo = await t.request({ method: 'GET', url: '/logo.svg' });
  expect(logo.headers['cache-control']).toBe('public, max-age=3600');
});
