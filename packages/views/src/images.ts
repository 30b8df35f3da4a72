import { uploadSrcSet } from '@feria/domain/rules/pictures';

/** The first picture of a product's comma-separated list. */
export const firstImage = (url: string) => url.split(',')[0]?.trim() ?? '';

/** srcset of the server-made widths, when the address is one of our uploads. */
export const srcSet = uploadSrcSet;
