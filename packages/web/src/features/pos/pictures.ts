import { uploadSrcSet } from '@feria/domain/rules/pictures';
import { firstImage } from '@feria/views/images.ts';

/**
 * The one address the point of sale shows a product's picture at: the smallest width the server
 * makes (a 48 px thumbnail needs no more, even on a 3× screen). One fixed address, not a srcset,
 * so what Control keeps on the phone for offline use is exactly what its list asks for.
 */
export function posThumb(url: string): string {
  const first = firstImage(url);
  if (!first) return '';
  return uploadSrcSet(first) ? first.replace(/-\d+\.webp$/, '-320.webp') : first;
}
