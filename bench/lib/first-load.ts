import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[] };

/**
 * Code a page fetches right after its first render, by its key in Vite's manifest: the home's
 * chat button. It is not named in the page's HTML, so it is added here.
 */
const AFTER_FIRST_RENDER: Record<string, string[]> = {
  '/': ['src/features/home/components/chat-widget.tsx'],
};

export type FirstLoad = { page: string; files: number; gzip: number; brotli: number };

/** Every script a page's HTML names: script tags, module preloads, and the painted page's loader
 * (its data-entry and data-modules, web public/code-after-paint.js). */
function scriptsNamed(html: string): string[] {
  const found: string[] = [];
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) found.push(src!);
  for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    found.push(href!);
  }
  for (const [, entry] of html.matchAll(/\bdata-entry="([^"]+)"/g)) found.push(entry!);
  for (const [, list] of html.matchAll(/\bdata-modules="([^"]*)"/g)) {
    found.push(...list!.split(' ').filter(Boolean));
  }
  return found.filter((src) => src.startsWith('/')).map((src) => src.slice(1));
}

/**
 * gzip -9 and brotli 11 bytes of the JavaScript each storefront page loads first, measured from
 * outside: the scripts its HTML (as the running server answers it) names, everything they import
 * (the built web's Vite manifest), and what the page fetches right after its first render.
 */
export async function storefrontFirstLoad(
  baseUrl: string,
  dist: string,
  pages: string[],
): Promise<FirstLoad[]> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const visit = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`El manifiesto de Vite no tiene ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) {
      if (!files.has(manifest[imported]?.file ?? '')) visit(imported, files);
    }
  };
  const rows: FirstLoad[] = [];
  for (const page of pages) {
    const response = await fetch(`${baseUrl}${page}`);
    if (!response.ok) throw new Error(`${page} respondió ${response.status}`);
    const files = new Set<string>();
    for (const file of scriptsNamed(await response.text())) {
      const key = keyOfFile.get(file);
      if (key) visit(key, files);
      else files.add(file); // served as it is (web public/), outside the manifest
    }
    const template = page.replace(/\/\d+$/, '/{id}');
    for (const key of AFTER_FIRST_RENDER[template] ?? []) visit(key, files);
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(dist, file));
      gzip += zlib.gzipSync(code, { level: 9 }).length;
      brotli += zlib.brotliCompressSync(code, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length;
    }
    rows.push({ page, files: files.size, gzip, brotli });
  }
  return rows;
}
