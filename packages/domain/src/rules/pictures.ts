// The widths the server makes of every uploaded picture, the srcset that names them, and the
// `sizes` of each place the storefront shows one. The server's preloads must say exactly what
// the page's <img> says, or a phone preloads one width and then downloads another.

/** Widths made of every picture (WebP); the stored address names the main one. */
export const PICTURE_WIDTHS = [320, 640, 1024] as const;
export const MAIN_PICTURE_WIDTH = 640;

/** `sizes` of the main picture on /product/{id}, of a catalogue card, of a home slide. */
export const PICTURE_SIZES = {
  detail: '(min-width: 768px) 480px, 100vw',
  card: '(min-width: 1024px) 240px, 50vw',
  slide: '(min-width: 1152px) 690px, (min-width: 768px) 60vw, 100vw',
} as const;

const UPLOAD = /^(\/uploads\/[0-9a-f-]{36})-\d+\.webp$/;

/** The srcset of the server-made widths, when the address is one of our uploads. */
export function uploadSrcSet(url: string): string | undefined {
  const match = UPLOAD.exec(url);
  return match ? PICTURE_WIDTHS.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ') : undefined;
}
