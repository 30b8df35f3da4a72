// The home's headline, without the router: the server paints it in the home's first screen
// (web src/first-screens.tsx) with a plain link, the app with a router link (home-intro.tsx);
// and where the "Próxima feria" line goes below it, in both.
import type { ReactNode } from 'react';

export const HEADLINE = 'Productos Agroecológicos y Orgánicos';

/** The way into the catalogue, under the headline. */
export const SHOP_LINK = {
  to: '/product',
  text: 'Ver todos los productos',
  className:
    'mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800',
};

/** Where the "Próxima feria" line sits under the headline. */
export const NEXT_FERIA_ROW = 'mx-auto max-w-6xl px-4 pt-4';

/** Under the carousel: the same headline as the page's h1, and `children`, the link. */
export function HomeHeadlineView({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6 text-center sm:pt-8">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{HEADLINE}</h1>
      <p className="mx-auto mt-2 max-w-2xl text-stone-700">
        De productoras y productores de la región de Santa Fe, directo a tu mesa.
      </p>
      {children}
    </section>
  );
}
