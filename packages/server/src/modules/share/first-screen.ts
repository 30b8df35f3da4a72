// First screens: what the server paints into a storefront page's HTML, inside #root after the
// static header, so a phone shows the page's main picture before the JavaScript arrives. They are
// the web app's own components (web src/first-screens.tsx) rendered here with react-dom/server,
// so React later draws the same picture in the same place; React escapes every value.
import type { Product, Section } from '@feria/domain/schemas/api-types';
import {
  catalogFirstScreen,
  homeFirstScreen,
  productFirstScreen,
} from '@feria/web/src/first-screens.tsx';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * React writes a preload of each eager picture before the markup it renders. The head has them
 * already (head.ts imagePreload), where the browser meets them before the body.
 */
const REACT_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

function paint(screen: ReactElement | null): string | undefined {
  return screen ? renderToStaticMarkup(screen).replace(REACT_PRELOADS, '') : undefined;
}

/** The home: the carousel with its first slide showing, when that slide has a picture. */
export const paintHome = (sections: readonly Section[]) => paint(homeFirstScreen(sections));

/** /product: the first cards of the list the URL asks for, when the first has a picture. */
export const paintCatalog = (shown: readonly Product[]) => paint(catalogFirstScreen(shown));

/** /product/{id}: the breadcrumb and the main picture, when the product has one. */
export const paintProduct = (product: Product) => paint(productFirstScreen(product));
