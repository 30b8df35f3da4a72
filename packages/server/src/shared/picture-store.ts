import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAIN_PICTURE_WIDTH, PICTURE_WIDTHS } from '@feria/domain/rules/pictures';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { pictures } from '../db/schema.ts';
import { createGate } from './verify-gate.ts';

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

/** Where pictures were kept as files before they moved into the database. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

const UPLOAD_NAME = /^[0-9a-f-]{36}-\d+\.webp$/;

/** Decoded size a picture may have (issue 28): a 49-megapixel PNG took seconds and 137 MB. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The picture decodes to more than MAX_IMAGE_PIXELS: the route answers 413. */
export class TooManyPixelsError extends Error {
  constructor() {
    super('Imagen con demasiados píxeles');
  }
}

/** One picture is decoded at a time, and a few wait; more get the 503 "busy" answer. */
const pictureGate = createGate(1, 8);

/**
 * Re-encodes a picture to WebP in every width (which also strips its metadata) under a random
 * name, stores the widths in the database, and returns the address of the main width. Throws
 * when the bytes are not a readable image, TooManyPixelsError when it is too large to decode.
 * The widths and what `stored` writes (the upload's audit entry) commit together.
 */
export async function storeImage(
  db: Db,
  bytes: Buffer,
  stored?: (tx: Tx, url: string) => Promise<void>,
): Promise<string> {
  const name = randomUUID();
  const outputs = await pictureGate.run(() => encodeWidths(bytes));
  const url = `/uploads/${name}-${MAIN_PICTURE_WIDTH}.webp`;
  await db.transaction(async (tx) => {
    await tx
      .insert(pictures)
      .values(outputs.map((out, i) => ({ name: `${name}-${PICTURE_WIDTHS[i]}.webp`, bytes: out })));
    await stored?.(tx, url);
  });
  return url;
}

/** The picture decoded once (after its size is read from the header), then each width. */
async function encodeWidths(bytes: Buffer): Promise<Buffer[]> {
  // Loaded on first use: sharp and libvips add about 150 ms to every start otherwise.
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  if (width * height > MAX_IMAGE_PIXELS) throw new TooManyPixelsError();
  const largest = Math.max(...PICTURE_WIDTHS);
  const fit = (w: number) =>
    ({ width: w, height: w, fit: 'inside', withoutEnlargement: true }) as const;
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(fit(largest))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const outputs: Buffer[] = [];
  for (const w of PICTURE_WIDTHS) {
    outputs.push(await sharp(data, { raw }).resize(fit(w)).webp({ quality: 78 }).toBuffer());
  }
  return outputs;
}

/** The bytes of a stored picture by its file name, or null. */
export async function readPicture(db: DbOrTx, name: string): Promise<Buffer | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const [row] = await db.select().from(pictures).where(eq(pictures.name, name));
  return row?.bytes ?? null;
}

/**
 * Moves the pictures of a shop from before §3.17 (files under DATA_DIR/uploads) into the
 * database; a picture already there is left as it is, so running it again changes nothing. The
 * files stay where they were: deleting them is the owner's choice. Returns how many were added.
 */
export async function importUploadedFiles(db: DbOrTx, dataDir: string): Promise<number> {
  const dir = uploadsDir(dataDir);
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
    UPLOAD_NAME.test(n),
  );
  if (names.length === 0) return 0;
  // Every start after the first finds them all stored already: one query, no file read.
  const stored = await db.select({ name: pictures.name }).from(pictures);
  const done = new Set(stored.map((row) => row.name));
  let added = 0;
  for (const name of names.filter((n) => !done.has(n))) {
    const bytes = await fs.readFile(path.join(dir, name));
    const inserted = await db
      .insert(pictures)
      .values({ name, bytes })
      .onConflictDoNothing()
      .returning({ name: pictures.name });
    added += inserted.length;
  }
  return added;
}

/** Whether an address names a picture this shop stored. */
export function isOurUpload(url: string): boolean {
  return url.startsWith('/uploads/') && UPLOAD_NAME.test(url.slice('/uploads/'.length));
}
