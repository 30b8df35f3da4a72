// The product page's look above the fold. The web's views use it, and the server paints
// /product/{id}'s first screen by rendering those same views (web first-screens.tsx, ADR 0022).

import { SQUARE_PICTURE } from './pictures.ts';

/** Tailwind classes (web index.css lists this file among Tailwind's sources). */
export const DETAIL_CLASSES = {
  // At least a screen tall, loading or loaded, so the footer never slides up into view and back.
  layout:
    'mx-auto grid min-h-dvh max-w-6xl content-start gap-6 px-4 py-6 md:grid-cols-[480px_minmax(0,1fr)] md:gap-10',
  breadcrumb: 'text-sm text-stone-600 md:col-span-2',
  breadcrumbList: 'flex min-w-0 flex-wrap items-center gap-1',
  breadcrumbLink: 'underline-offset-2 hover:underline',
  gallery: 'min-w-0',
  frame: 'relative overflow-hidden rounded-xl bg-white ring-1 ring-stone-200',
  picture: SQUARE_PICTURE,
} as const;

/** The main picture's alt text: the name, and its place when there are more. */
export function galleryAlt(name: string, index: number, count: number): string {
  return count > 1 ? `${name}, imagen ${index + 1} de ${count}` : name;
}
