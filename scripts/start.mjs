// `npm start`: builds the web app when it is missing, then runs the server (migrates and seeds
// an empty database on the way).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}packages/web/dist/index.html`)) {
  console.info('Compilando la web (una sola vez)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
register();
await import('../packages/server/src/main.ts');
