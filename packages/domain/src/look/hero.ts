// The home carousel's look. The web's HeroView uses it, and the server paints the home's first
// screen by rendering that same view (web first-screens.tsx, ADR 0022).

/** Tailwind classes of the carousel (web index.css lists this file among Tailwind's sources). */
export const HERO_CLASSES = {
  section:
    'relative mx-auto max-w-6xl bg-white sm:mt-4 sm:overflow-hidden sm:rounded-xl sm:shadow-sm sm:ring-1 sm:ring-stone-200',
  // Every slide is stacked in one grid cell, so the carousel is as tall as its tallest slide and
  // nothing moves when it advances. From md the picture and its text sit side by side.
  slide: 'col-start-1 row-start-1 md:grid md:grid-cols-[3fr_2fr] md:items-center',
  // The slide's picture is 8:3 (the seeded art is 1600×600).
  picture: 'aspect-[8/3] w-full object-cover',
  text: 'min-h-28 px-4 py-3 text-sm text-stone-800 sm:text-base md:px-8 md:text-lg',
} as const;
