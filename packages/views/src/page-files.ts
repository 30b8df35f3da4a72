// The web app's files the server names in a storefront page's HTML. They are the web's to name:
// the server reads them from here, and the build's manifest (.vite/manifest.json) turns each
// page's source into the chunks it loads (server share/page-code.ts).

/**
 * The storefront's lazy pages by their source path (keys of the build's manifest): the server
 * names their code in their HTML (share/page-code.ts). The router imports the same files
 * (app/router.tsx); page-files.test.ts checks they exist.
 */
export const PAGE_SOURCES = {
  home: 'src/features/home/pages/home-page.tsx',
  catalog: 'src/features/catalog/pages/catalog-page.tsx',
  product: 'src/features/catalog/pages/product-page.tsx',
} as const;

/** The script (public/) that fetches a painted page's code once its first screen is on screen. */
export const CODE_AFTER_PAINT = '/code-after-paint.js';
