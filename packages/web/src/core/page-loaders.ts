import { matchPath } from 'react-router';

/** The code of a lazy page, loaded (React.lazy's shape). */
export type PageModule = { default: unknown };

/** Each lazy page's loader by its route path, registered by the router (app/lazy-routes.tsx). */
const loaders = new Map<string, () => Promise<PageModule>>();

export function registerPageLoader(path: string, loader: () => Promise<PageModule>): void {
  loaders.set(path, loader);
}

/**
 * Loads the code of the lazy page at `path` (a route's path or an address) ahead of its first
 * render: for a page the server painted (app/first-screen.ts), and before a redirect after a
 * toast. React then renders the page at once instead of its loading placeholder. Code that does
 * not arrive is not an error here: the page's own render meets it (app/page-error-boundary.tsx).
 */
export function loadPage(path: string): Promise<unknown> {
  for (const [pattern, loader] of loaders) {
    if (pattern === path || matchPath(pattern, path)) return loader().catch(() => undefined);
  }
  return Promise.resolve();
}
