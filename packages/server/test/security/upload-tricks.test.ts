// Issue 9 "Checks": upload tricks. Only the bytes decide what a file is; whatever is accepted is
// re-encoded (so nothing the sender hid survives) under a random name of ours, never the sender's.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { pictures } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';

const t = buildTestApp();
const FORMATO = 'Formato de imagen no soportado. Solo se permiten .jpg, .jpeg, .png, y .webp';
const SCRIPT = '<script>alert(document.cookie)</script>';

function upload(file: Buffer, filename: string, type: string, cookie: string) {
  const boundary = 'feriaLimite';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({
    method: 'POST',
    url: '/api/sheets/images',
    cookie,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const jpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3c8c50' } })
    .jpeg()
    .toBuffer();
/** The names of the stored pictures. */
const files = async () =>
  (await t.database.db.select({ name: pictures.name }).from(pictures)).map((r) => r.name);

test('un políglota JPEG+HTML se guarda re-codificado: el HTML escondido no llega al archivo servido', async () => {
  const { cookie } = await t.signIn('admin');
  const polyglot = Buffer.concat([
    await jpeg(),
    Buffer.from(`<html><body>${SCRIPT}</body></html>`),
  ]);
  const res = await upload(polyglot, 'foto.jpg.html', 'text/html', cookie);
  expect(res.statusCode).toBe(201);
  const { url } = res.json() as { url: string };
  expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-640\.webp$/);
  const served = await t.request({ method: 'GET', url });
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  expect((await files()).every((f) => /^[0-9a-f-]{36}-\d+\.webp$/.test(f))).toBe(true);
});

test.each([
  [
    'SVG con script llamado .png',
    `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`,
    'logo.png',
    'image/png',
  ],
  [
    'SVG declarado como SVG',
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`,
    'logo.svg',
    'image/svg+xml',
  ],
  ['HTML con extensión .jpg', `<!doctype html><html>${SCRIPT}</html>`, 'foto.jpg', 'image/jpeg'],
  ['ejecutable con extensión .webp', 'MZ\x90\x00\x03\x00\x00\x00', 'foto.webp', 'image/webp'],
])('%s se rechaza con 415 y no se guarda nada', async (_label, content, filename, type) => {
  const { cookie } = await t.signIn('admin');
  const before = (await files()).length;
  const res = await upload(Buffer.from(content), filename, type, cookie);
  expect(res.statusCode).toBe(415);
  expect(res.json()).toEqual({ error: FORMATO });
  expect((await files()).length).toBe(before);
});

test('una cabecera PNG seguida de HTML se rechaza como imagen dañada', async () => {
  const { cookie } = await t.signIn('admin');
  const fake = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(SCRIPT),
  ]);
  const res = await upload(fake, 'foto.png', 'image/png', cookie);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('La imagen está dañada o incompleta');
});

test('el nombre del archivo del remitente nunca se usa: un nombre con ../ no sale de uploads', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await upload(await jpeg(), '../../../db/evil.html', 'image/jpeg', cookie);
  expect(res.statusCode).toBe(201);
  expect(fs.existsSync(path.join(t.config.dataDir, 'db', 'evil.html'))).toBe(false);
  expect((await files()).some((f) => f.includes('evil'))).toBe(false);
  const traversal = await t.request({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
  expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
  expect(traversal.statusCode).toBeLessThan(500);
  expect(traversal.body).not.toContain('root:');
});
