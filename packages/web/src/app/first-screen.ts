// A page the server painted (its first screen: the home's first slide, the catalogue's first
// cards, a product's picture) is taken over by React once React can draw the same thing in the
// same place: the page's code and data are here. Its code was only asked for once the picture was
// on screen (web public/code-after-paint.js). Three seconds at the most.
import { loadProduct, loadProducts } from '../api/catalog.ts';
import { loadNextFerias } from '../api/ferias.ts';
import { loadSession } from '../api/session.ts';
import { loadShopConfig } from '../api/shop-config.ts';
import { loadPage } from '../core/page-loaders.ts';
import { loadSections } from '../features/home/api.ts';

const PRODUCT = /^\/product\/(\d{1,9})$/;

/** What the page at `path` needs before its first render, if it is a page with a first screen. */
function pageNeeds(path: string): Promise<unknown>[] | null {
  if (path === '/') {
    // The newest products, below the first screen: asked now, not waited for. The "Próxima feria"
    // line is in the first screen: React draws it with the rest.
    void loadProducts();
    return [loadPage('/'), loadSections(), loadNextFerias()];
  }
  if (path === '/product') return [loadPage('/product'), loadProducts()];
  const id = PRODUCT.exec(path)?.[1];
  if (id) {
    return [loadPage('/product/:id'), loadProduct(Number(id))];
  }
  return null;
}

/** Resolves when React may replace the first screen; null when the page came without one. */
export function firstScreenReady(path: string): Promise<unknown> | null {
  const painted = document.querySelector('#contenido img') !== null;
  const needs = painted ? pageNeeds(path) : null;
  if (!needs) return null;
  // What every page's frame reads (the account button, the footer) is asked now, with the page's
  // own data, so the first render has it and does not draw the page a second time when it comes.
  void loadSession();
  void loadShopConfig();
  // A page whose code fails to load still renders: its error boundary says so (or reloads).
  const ready = Promise.all(needs).catch(() => undefined);
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 3000))]);
}
