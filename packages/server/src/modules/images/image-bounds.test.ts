// Issue 28 §5: the decoded size of an uploaded picture is bounded (a 49-megapixel PNG, small as
// a file, took seconds and +137 MB to decode) and pictures are decoded one at a time.
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { pictures } from '../../db/schema.ts';
import { IMAGEN_ENORME } from './routes.ts';

const t = buildTestApp();

function upload(file: Buffer, cookie: string) {
  const boundary = `----feria${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.request({
    method: 'POST',
    url: '/api/sheets/images',
    cookie,
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 80 } } })
    .png()
    .toBuffer();

test('un PNG de 49 megapíxeles se rechaza con 413 sin decodificarlo, y no se guarda nada', async () => {
  const { cookie } = await t.signIn('admin');
  const huge = await plain(7000, 7000);
  expect(huge.length).toBeLessThan(10 * 1024 * 1024); // a small file: only its pixels are many
  const started = performance.now();
  const res = await upload(huge, cookie);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ error: IMAGEN_ENORME });
  expect(performance.now() - started).toBeLessThan(1500);
  expect(await t.database.db.select().from(pictures)).toEqual([]);
});

test('varias subidas a la vez se atienden todas, una detrás de otra', async () => {
  const { cookie } = await t.signIn('admin');
  const file = await plain(1600, 1200);
  const answers = await Promise.all(Array.from({ length: 4 }, () => upload(file, cookie)));
  expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
  expect(await t.database.db.select().from(pictures)).toHaveLength(12);
});
