import fs from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript of a lazily loaded page, named for <link rel="modulepreload">: the browser then
 * fetches it with the main script instead of one round trip later. Read from the build's
 * manifest (web vite.config.ts `build.manifest`), once, like index.html.
 */
export function pageCode(webDir: string) {
  let manifest: Manifest | null = null;

  function read(): Manifest | null {
    if (manifest) return manifest;
    const file = path.join(webDir, '.vite', 'manifest.json');
    try {
      manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    } catch {
      return null; // not built, or built without a manifest: pages just load as before
    }
    return manifest;
  }

  /** Addresses of a page module and every chunk it imports, minus those the HTML already has. */
  return function filesOf(source: string, html: string): string[] {
    const chunks = read();
    if (!chunks) return [];
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    return [...files].filter((file) => !html.includes(file));
  };
}
