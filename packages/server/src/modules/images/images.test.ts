import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { pictures } from '../../db/schema.ts';
import {
  importUploadedFiles,
  isOurUpload,
  readPicture,
  uploadsDir,
} from '../../shared/picture-store.ts';
import { IMAGEN_DANADA } from './routes.ts';

const t = buildTestApp();
const FORMATO = 'Formato de imagen no soportado. Solo se permiten .jpg, .jpeg, .png, y .webp';

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipartBody(file: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----feria${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(file: Buffer, filename: string, type: string, cookie?: string) {
  return t.request({
    method: 'POST',
    url: '/api/sheets/images',
    cookie,
    ...multipartBody(file, filename, type),
  });
}

const picture = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 80 } } })
    .toFormat(format)
    .toBuffer();

/** A photo-like picture (noise does not compress away, so a cut lands inside the pixels). */
const photo = (format: 'png' | 'jpeg' | 'webp') =>
  sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();

/** How many pictures the database holds. */
const storedFiles = async () => (await t.database.db.select().from(pictures)).length;

async function admin() {
  return (await t.signIn('admin')).cookie;
}

test.each([
  ['png', 'foto.png', 'image/png'],
  ['jpeg', 'foto.jpg', 'image/jpeg'],
  ['webp', 'foto.webp', 'image/webp'],
] as const)(
  'una imagen %s real se guarda como WebP en los tres anchos',
  async (format, name, type) => {
    const res = await upload(await picture(format), name, type, await admin());
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(isOurUpload(url)).toBe(true);
    const base = path.basename(url).replace(/-\d+\.webp$/, '');
    for (const width of [320, 640, 1024]) {
      const stored = await readPicture(t.database.db, `${base}-${width}.webp`);
      const meta = await sharp(stored!).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(Math.min(width, 800));
    }
  },
);

test('la imagen subida se sirve como imagen, sin adivinar el tipo y con caché inmutable', async () => {
  const res = await upload(await picture('png'), 'foto.png', 'image/png', await admin());
  const { url } = res.json() as { url: string };
  const served = await t.request({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['cache-control']).toContain('immutable');
  expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
});

test('los metadatos de la foto original se descartan', async () => {
  const withExif = await sharp(await picture('jpeg'))
    .withExif({ IFD0: { Artist: 'Secreto', Copyright: 'Ubicación privada' } })
    .jpeg()
    .toBuffer();
  expect((await sharp(withExif).metadata()).exif).toBeDefined();
  const res = await upload(withExif, 'foto.jpg', 'image/jpeg', await admin());
  const { url } = res.json() as { url: string };
  const served = await t.request({ method: 'GET', url });
  expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
});

test('un archivo de texto llamado .png se rechaza con 415', async () => {
  const res = await upload(
    Buffer.from('hola, no soy una imagen'),
    'foto.png',
    'image/png',
    await admin(),
  );
  expect(res.statusCode).toBe(415);
  expect(res.json()).toEqual({ error: FORMATO });
});

test('un SVG se rechaza con 415 aunque diga ser imagen', async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const res = await upload(svg, 'logo.svg', 'image/svg+xml', await admin());
  expect(res.statusCode).toBe(415);
  expect(res.json()).toEqual({ error: FORMATO });
});

test('un GIF real se rechaza con 415', async () => {
  const gif = await sharp(await picture('png', 20, 20))
    .gif()
    .toBuffer();
  const res = await upload(gif, 'foto.gif', 'image/gif', await admin());
  expect(res.statusCode).toBe(415);
});

test('un archivo de más de 10 MB se rechaza con 413 y no se guarda nada', async () => {
  const before = await storedFiles();
  const big = Buffer.concat([await picture('png', 20, 20), Buffer.alloc(10 * 1024 * 1024 + 10)]);
  const res = await upload(big, 'grande.png', 'image/png', await admin());
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ error: 'La solicitud es demasiado grande' }); // API.md "Bodies"
  expect(await storedFiles()).toBe(before);
});

test.each(['png', 'jpeg', 'webp'] as const)(
  'una imagen %s cortada a la mitad da 400 con un mensaje en español',
  async (format) => {
    const before = await storedFiles();
    const whole = await photo(format);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const res = await upload(cut, `rota.${format}`, `image/${format}`, await admin());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMAGEN_DANADA });
    expect(await storedFiles()).toBe(before);
  },
);

test('un formulario sin el campo "file" o sin archivo da 400', async () => {
  const cookie = await admin();
  const other = multipartBody(await picture('png'), 'foto.png', 'image/png', 'imagen');
  const res = await t.request({ method: 'POST', url: '/api/sheets/images', cookie, ...other });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: 'Se esperaba un formulario con un archivo' });
  const json = await t.request({
    method: 'POST',
    url: '/api/sheets/images',
    cookie,
    payload: { file: 'x' },
  });
  expect(json.statusCode).toBe(400);
  expect((json.json() as { error: string }).error).toBe('Se esperaba un formulario con un archivo');
});

test('subir imágenes es solo para administradores', async () => {
  const before = await storedFiles();
  const png = await picture('png', 20, 20);
  const anonymous = await upload(png, 'foto.png', 'image/png');
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual({ error: 'Debés iniciar sesión' });
  for (const rol of ['seller', 'user'] as const) {
    const { cookie } = await t.signIn(rol);
    const res = await upload(png, 'foto.png', 'image/png', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'No tienes permisos para acceder a esta seccion' });
  }
  expect(await storedFiles()).toBe(before);
});

test('sin el Origin de la tienda la subida se rechaza', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sheets/images',
    headers: { ...multipartBody(Buffer.from('x'), 'a.png', 'image/png').headers },
    payload: multipartBody(Buffer.from('x'), 'a.png', 'image/png').payload,
  });
  expect(res.statusCode).toBe(403);
});

test('la imagen guardada vive en la base: ETag, 304 sin cuerpo y el mismo cuerpo tras vaciar la caché', async () => {
  const res = await upload(await picture('png'), 'foto.png', 'image/png', await admin());
  const { url } = res.json() as { url: string };
  const first = await t.request({ method: 'GET', url });
  expect(first.headers.etag).toBe(`"${path.basename(url)}"`);
  const again = await t.request({
    method: 'GET',
    url,
    headers: { 'if-none-match': first.headers.etag as string },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(fs.existsSync(uploadsDir(t.config.dataDir))).toBe(false);
});

test('las imágenes que una tienda anterior tenía como archivos pasan a la base una sola vez', async () => {
  const dir = uploadsDir(t.config.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const name = '0f6c1a52-5d1e-4b7a-9b64-2f1c1a0d9e11-640.webp';
  const bytes = await sharp(await picture('png'))
    .webp()
    .toBuffer();
  fs.writeFileSync(path.join(dir, name), bytes);
  fs.writeFileSync(path.join(dir, 'notas.txt'), 'no es una imagen nuestra');
  try {
    expect(await importUploadedFiles(t.database.db, t.config.dataDir)).toBe(1);
    expect(await importUploadedFiles(t.database.db, t.config.dataDir)).toBe(0);
    const served = await t.request({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(await storedFiles()).toBe(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
