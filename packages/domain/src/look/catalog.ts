// The catalogue page's look above the fold. The web's views use it, and the server paints /product's
// first screen by rendering those same views (web first-screens.tsx, ADR 0022).

/** Tailwind classes (web index.css lists this file among Tailwind's sources). */
export const CATALOG_CLASSES = {
  page: 'mx-auto min-h-dvh max-w-6xl px-4 py-6',
  title: 'mb-4 text-2xl font-bold text-brand-800',
  layout: 'grid gap-5 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start',
  sidebar: 'space-y-3',
  results: 'min-w-0',
  countLine: 'mb-3 flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1',
  count: 'text-sm font-medium text-stone-700',
} as const;

/** A grid of product cards (the catalogue, the home's latest) and each card's parts. */
export const CARD_CLASSES = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4',
  card: 'relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200',
  body: 'flex flex-1 flex-col p-3',
  name: 'line-clamp-2 min-h-[2lh] text-sm leading-snug font-semibold text-stone-900 sm:text-base',
  price: 'mt-auto pt-2 text-base font-bold text-brand-700',
} as const;
