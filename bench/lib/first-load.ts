import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CODE_AFTER_PAINT, PAGE_SOURCES } from '../../packages/web/src/page-files.ts';

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The modules each storefront page needs before it is whole, by their keys in Vite's manifest:
 * index.html (the frame) and the page's lazy code with everything it imports. The home's chat
 * button is fetched right after its first render, so it counts too. All three come painted by
 * the server, with the small script that fetches their code once they are on screen
 * (web public/code-after-paint.js).
 */
const PAGES: Record<string, string[]> = {
  '/': [PAGE_SOURCES.home, 'src/features/home/components/chat-widget.tsx'],
  '/product': [PAGE_SOURCES.catalog],
  '/product/{id}': [PAGE_SOURCES.product],
};

export type FirstLoad = { page: string; files: number; gzip: number; brotli: number };

/** gzip -9 and brotli 11 bytes of the JavaScript each storefront page loads first (built web). */
export function storefrontFirstLoad(dist: string): FirstLoad[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const visit = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`El manifiesto de Vite no tiene ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, files);
  };
  return Object.entries(PAGES).map(([page, sources]) => {
    const files = new Set<string>([CODE_AFTER_PAINT.slice(1)]);
    for (const key of ['index.html', ...sources]) visit(key, files);
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(dist, file));
      gzip += zlib.gzipSync(code, { level: 9 }).length;
      brotli += zlib.brotliCompressSync(code, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    }
    return { page, files: files.size, gzip, brotli };
  });
}
