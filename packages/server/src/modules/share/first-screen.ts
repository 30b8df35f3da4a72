// First screens: what the server paints into a storefront page's HTML, inside #root after the
// static header, so a phone shows the page's main picture before the JavaScript arrives. They are
// the web app's own components (web src/first-screens.tsx) rendered here with react-dom/server,
// so React later draws the same picture in the same place; React escapes every value.
import type { Feria } from '@feria/domain/rules/ferias';
import type { Product, Section } from '@feria/domain/schemas/api-types';
import {
  catalogFirstScreen,
  homeFirstScreen,
  productFirstScreen,
} from '@feria/views/first-screens.tsx';
import type { ReactElement } from 'react';

/**
 * React writes a preload of each eager picture before the markup it renders. The head has them
 * already (head.ts imagePreload), where the browser meets them before the body.
 */
const REACT_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

let render: ((screen: ReactElement) => string) | undefined;

/**
 * Loads react-dom/server once: main asks for it just after the server listens, and a page that
 * paints waits for it. Loaded before listening it added about 60 ms of CPU to every start (issue 36).
 */
export async function loadPainter() {
  render ??= (await import('react-dom/server')).renderToStaticMarkup;
}

function paint(screen: ReactElement | null): string | undefined {
  if (!render) throw new Error('loadPainter() antes de pintar');
  return screen ? render(screen).replace(REACT_PRELOADS, '') : undefined;
}

/** The home: the carousel with its first slide showing, the headline and the next feria, when
 * that slide has a picture. */
export const paintHome = (sections: readonly Section[], openFerias: readonly Feria[]) =>
  paint(homeFirstScreen(sections, openFerias));

/** /product: the first cards of the list the URL asks for, when the first has a picture. */
export const paintCatalog = (shown: readonly Product[]) => paint(catalogFirstScreen(shown));

/** /product/{id}: the breadcrumb and the main picture, when the product has one. */
export const paintProduct = (product: Product) => paint(productFirstScreen(product));
