import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest tells the server which chunks a lazy page needs (modulepreload in its HTML).
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0, manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
});
