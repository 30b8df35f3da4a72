const SIZED = /^(\/uploads\/[0-9a-f-]{36})-(\d+)\.webp$/;
const WIDTHS = [320, 640, 1024];

/** The first picture of a product's comma-separated list. */
export const firstImage = (url: string) => url.split(',')[0]?.trim() ?? '';

/** srcset of the server-made widths, when the address is one of our uploads. */
export function srcSet(url: string): string | undefined {
  const match = SIZED.exec(url);
  if (!match) return undefined;
  return WIDTHS.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}
