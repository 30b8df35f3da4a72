// Compiles the server into one ES module for production (`npm start`): our TypeScript, the
// domain package included, bundled by esbuild with the npm packages it loads at start (the
// others stay imports of node_modules: see below). The bundle sits two folders below
// packages/server, like the sources (src/<area>/file.ts), so the paths the server finds relative to its own file (the migrations,
// the built web app) are the same compiled or not.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = `${root}packages/server/dist/bin/main.js`;

// npm packages the server imports at start are bundled with it: node resolving and compiling
// some 660 files of node_modules one by one took about 200 ms of every start (issue 51). These
// stay imports of node_modules: what the server loads only when needed (a dynamic import), the
// embedded database (its wasm and data files sit beside its module), native addons, pg (loaded
// on PostgreSQL only), and React, which react-dom/server (loaded late) must share with the views.
// Drizzle's PostgreSQL driver, loaded late, is bundled all the same: one copy of drizzle-orm,
// not a second from node_modules.
const outside = /^(@electric-sql\/pglite|react|react-dom|sharp|@node-rs\/argon2|pg)(\/|$)/;
const bundledEvenLate = /^drizzle-orm(\/|$)/;
const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@feria/')) return undefined;
      const late = args.kind === 'dynamic-import' && !bundledEvenLate.test(args.path);
      return late || outside.test(args.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Builds in memory, then puts each file in place with a rename: a server starting meanwhile (or
 * a second build running at once) never reads half a file. */
export async function buildServer() {
  // Loaded only when a build is needed: importing esbuild costs every start about 80 ms of CPU.
  const { build } = await import('esbuild');
  const result = await build({
    write: false,
    entryPoints: [`${root}packages/server/src/main.ts`],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    plugins: [npmPackagesOutside],
    // Bundled CommonJS packages still require node's own modules.
    banner: {
      js: "import { createRequire as feriaRequire } from 'node:module'; const require = feriaRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  mkdirSync(dirname(serverBundle), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
