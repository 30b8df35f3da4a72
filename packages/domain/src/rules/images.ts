// Product image lists and upload limits (SPEC §3, §5, §9; DESIGN §3.16).

/** Only these contents are accepted (checked by the bytes on the server). */
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Largest accepted upload: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** Browser-side compression before upload (SPEC §9). */
export const IMAGE_COMPRESSION = {
  quality: 0.7,
  mimeType: 'image/webp',
  convertSize: 2_000_000,
} as const;

/** The upload form field name. */
export const IMAGE_FIELD = 'file';

export function isImageMimeType(value: string): value is ImageMimeType {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(value);
}

/** "a.webp, b.webp" → ["a.webp", "b.webp"]; blanks are dropped. */
export function parseImageList(url: string): string[] {
  return url
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** ["a.webp", "b.webp"] → "a.webp, b.webp". */
export function joinImageList(list: readonly string[]): string {
  return list
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(', ');
}

/** The card shows the first image of the list; "" when there is none. */
export function firstImage(url: string): string {
  return parseImageList(url)[0] ?? '';
}
