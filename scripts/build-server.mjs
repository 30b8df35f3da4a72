// Compiles the server into one ES module for production (`npm start`): our TypeScript, the
// domain package included, bundled by esbuild; every npm package stays an import of
// node_modules. The bundle sits two folders below packages/server, like the sources
// (src/<area>/file.ts), so the paths the server finds relative to its own file (the migrations,
// the built web app) are the same compiled or not.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = `${root}packages/server/dist/bin/main.js`;

const npmPackagesOutside = {
  name: 'npm-packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@feria/') ? undefined : { path: args.path, external: true },
    );
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
