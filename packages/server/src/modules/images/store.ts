import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths made for every picture; the storefront's srcset names them (web lib/images.ts). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const MAIN_WIDTH = 640;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The real format by its first bytes, whatever the file is called. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Re-encodes a picture to WebP in every width (which also strips its metadata) under a random
 * name, and returns the address of the main width. Throws when the bytes are not a readable image.
 */
export async function storeImage(dataDir: string, bytes: Buffer): Promise<string> {
  const dir = uploadsDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const name = randomUUID();
  const source = sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  const outputs = await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      source
        .clone()
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ),
  );
  await Promise.all(
    outputs.map((out, i) => fs.writeFile(path.join(dir, `${name}-${IMAGE_WIDTHS[i]}.webp`), out)),
  );
  return `/uploads/${name}-${MAIN_WIDTH}.webp`;
}

/** Whether an address names a picture this shop stored. */
export function isOurUpload(url: string): boolean {
  return /^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/.test(url);
}
