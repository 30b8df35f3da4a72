// PNG pictures made in the test (the e2e package has no image library).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** A PNG encoded by hand (no image library in the e2e package) from its RGB bytes. */
function png(width: number, height: number, rgb: (i: number) => number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let i = 0; i < raw.length; i++) raw[i] = i % stride === 0 ? 0 : rgb(i);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small solid-colour picture. */
const solid = (colour: readonly [number, number, number]) =>
  png(120, 90, (i) => colour[((i % 361) - 1) % 3] ?? 0);

/** Noise does not compress: 1100 × 700 pixels make a PNG of about 2.3 MB. */
export const noisy = () => png(1100, 700, () => Math.floor(Math.random() * 256));

export function pictureFiles(): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-e2e-'));
  const files = [
    ['garbanzos-1.png', [200, 170, 90]],
    ['garbanzos-2.png', [90, 140, 70]],
  ] as const;
  return files.map(([name, colour]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, solid(colour));
    return file;
  });
}
