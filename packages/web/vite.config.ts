import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { storefrontChunks } from './storefront-chunks.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a maximum-quality .br and .gz beside every built script and stylesheet; the server sends
 * them as they are (@fastify/static preCompressed). Compressing on every request would cost
 * server time and, at the fast levels that allows, about 15% more bytes on a phone's connection.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'feria-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
          await fs.writeFile(`${full}.br`, await brotli(source, { params }));
          await fs.writeFile(`${full}.gz`, await gzip(source, { level: 9 }));
        }),
      );
    },
  };
}

// React Router 7's package.json resolves its development build in every mode (upstream issue
// remix-run/react-router#12532): its production build drops the dev warnings, ~0.5 kB gzipped.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

/**
 * React Router's production build creates its contexts and components at the top of its module
 * (`var Form = React10.forwardRef(…)`) and names them after (`Form.displayName = "Form"`), with no
 * pure annotation: the bundler keeps every one, used or not (the data router's Form, Await,
 * ScrollRestoration…). Marking those calls pure and dropping the names, which only the React
 * developer tools read, lets it drop what the app never uses: 2.4 kB gzip of the framework chunk
 * every page loads (issue 63). Only React Router's files are touched.
 */
function reactRouterTreeShaking(): Plugin {
  const reactCall = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
  const displayName = /^\s*\w+\.displayName = "[^"\n]*";$/gm;
  return {
    name: 'feria-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler(code) {
        return code.replace(reactCall, '$1/* @__PURE__ */ $2').replace(displayName, '');
      },
    },
  };
}

/**
 * The back-office as an installable app that opens Control with no connection (MARKET.md §3):
 * Workbox precaches the built app (index.html, every script and stylesheet, the icons) and keeps
 * product pictures it has shown; API answers never go through it (Control keeps the few it needs
 * in IndexedDB itself). Only back-office code registers it, so the storefront's first load does
 * not change; a shopper's navigation is never answered from it.
 */
const backOfficeApp = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  includeAssets: ['logo.svg'],
  manifest: {
    name: 'Feria Agroecológica — Control',
    short_name: 'Feria',
    description: 'Punto de venta y panel de la Feria Agroecológica',
    lang: 'es-AR',
    start_url: '/dashboard/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#2f5d34',
    background_color: '#f2f8ef',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/dashboard(\/|$)/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'fotos',
          expiration: { maxEntries: 600, maxAgeSeconds: 60 * 60 * 24 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/**
 * vite-plugin-pwa writes the manifest link into index.html, which every storefront page shares;
 * a shopper's browser would then offer to install the back-office. The link is taken out again
 * and the back-office adds it itself (lib/back-office-app.ts).
 */
function manifestLinkOnlyInBackOffice(): Plugin {
  let outDir = '';
  return {
    name: 'feria-manifest-link-in-back-office',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the page is written and before the service worker lists it (at closeBundle).
    async writeBundle() {
      const file = path.join(outDir, 'index.html');
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, html.replace(/<link rel="manifest"[^>]*>/, ''));
    },
  };
}

/**
 * main.tsx imports the app (src/app/start.tsx) on its own, a task after React (issue 36). Its
 * code is named in index.html beside the entry's, as Vite names the entry's own imports, so every
 * page fetches it with the entry instead of one round trip later; a painted page's server moves
 * these preloads behind its picture like the others (server share/head.ts).
 */
function appStartPreload(): Plugin {
  return {
    name: 'feria-app-start-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) =>
          c.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')),
        );
        if (!start) throw new Error('src/app/start.tsx no quedó en ningún archivo');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((c) => c.fileName === file)?.imports ?? []) {
            visit(imported);
          }
        };
        visit(start.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

const storefront = storefrontChunks();

export default defineConfig({
  plugins: [
    react(),
    reactRouterTreeShaking(),
    storefront.plugin,
    tailwindcss(),
    precompress(),
    appStartPreload(),
    backOfficeApp,
    manifestLinkOnlyInBackOffice(),
  ],
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The manifest tells the server which chunks a lazy page needs (modulepreload in its HTML).
    manifest: true,
    // Every browser the es2022 target reaches runs the app without it; one without modulepreload
    // (Safari before 17) only fetches a lazy page's imports a moment later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework in one chunk every page loads: React and React Router; Vite's preload
          // helper goes with it (one request less on the first page). The Redux store's libraries
          // (Redux Toolkit with RTK Query, Immer, React Redux) in another, loaded with the first
          // page that writes (core/with-store.ts): the storefront's first pages never load it
          // (docs/decisions/0007). Left to itself the bundler splits each over several chunks;
          // one chunk each also stays cached across releases of the app's own code.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|vite\/preload-helper/,
            },
            {
              // What the storefront's first pages share (storefront-chunks.ts): one request
              // instead of a dozen small ones. On a phone's connection every file costs a round
              // trip, and gzip compresses each file alone.
              name: 'shop',
              test: storefront.inGroup('shop'),
            },
            {
              name: 'catalog',
              test: storefront.inGroup('catalog'),
            },
            {
              name: 'store',
              test: /node_modules[\\/](@reduxjs|immer|redux|react-redux|reselect|use-sync-external-store|@standard-schema|redux-thunk)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
