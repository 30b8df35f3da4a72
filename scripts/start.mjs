// `npm start`: builds the web app and the server when their builds are missing or older than
// the sources, then runs the compiled server (no TypeScript compiler in the running process); it
// migrates and seeds an empty database on the way.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of the files below these folders. */
function newest(...dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else latest = Math.max(latest, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const domain = 'packages/domain/src';

const webBuilt = builtAt(`${root}packages/web/dist/index.html`);
const webStale = webBuilt < newest('packages/web/src', domain);
const serverStale = builtAt(serverBundle) < newest('packages/server/src', domain);
// The first build takes about 30 s on a small machine: say so before it starts.
if (webBuilt === 0)
  console.info('Preparando la tienda por primera vez (compilando, ~30 segundos)…');
else if (webStale || serverStale) console.info('El código cambió: compilando de nuevo…');
if (webStale) {
  console.info('Compilando la web...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
if (serverStale) {
  console.info('Compilando el servidor...');
  await buildServer();
}
// React renders the storefront's first screens in the server: its production build, not the
// development one it loads when NODE_ENV says nothing (docs/decisions/0022).
process.env.NODE_ENV ??= 'production';
await import(serverBundle);
