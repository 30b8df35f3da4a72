import type { Plugin } from 'vite';

// The storefront's first pages load the app's start (src/app/start.tsx) and one page each: the
// home, the catalogue or a product. Left to itself the bundler cuts what they share into a dozen
// chunks of a few hundred bytes (the basket, dates, ferias, the session…); gzip compresses each
// alone, so every cut costs bytes as well as a request. This plugin reads the module graph once
// it is built and names, for the chunk groups of vite.config.ts, what those pages share: the
// start's code and what two or more of the pages import go in one chunk, `shop`; what only the
// two catalogue pages share goes in `catalog`. What a single page uses stays with it. Issue 63.

const ROOTS = {
  start: /[\\/]src[\\/]app[\\/]start\.tsx$/,
  home: /[\\/]features[\\/]home[\\/]pages[\\/]home-page\.tsx$/,
  catalog: /[\\/]features[\\/]catalog[\\/]pages[\\/]catalog-page\.tsx$/,
  product: /[\\/]features[\\/]catalog[\\/]pages[\\/]product-page\.tsx$/,
};

type Graph = { importsOf: (id: string) => readonly string[]; ids: readonly string[] };

const ownCode = (id: string) => /[\\/]packages[\\/](web|domain|views)[\\/]src[\\/]/.test(id);

/** Every module of ours that `root` imports statically, itself included. */
function closure(graph: Graph, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !ownCode(id)) return;
    seen.add(id);
    for (const next of graph.importsOf(id)) visit(next);
  };
  visit(root);
  return seen;
}

/** Which chunk group each shared module of the storefront's first pages belongs to. */
function storefrontGroups(graph: Graph): Map<string, 'shop' | 'catalog'> {
  const rootOf = (pattern: RegExp) => graph.ids.find((id) => pattern.test(id));
  const start = rootOf(ROOTS.start);
  const pages = [ROOTS.home, ROOTS.catalog, ROOTS.product].map(rootOf);
  const groups = new Map<string, 'shop' | 'catalog'>();
  if (!start || pages.some((page) => !page)) return groups;
  const startCode = closure(graph, start);
  const [home, catalog, product] = pages.map((page) => closure(graph, page!));
  for (const id of new Set([...home!, ...catalog!, ...product!, ...startCode])) {
    // The pages themselves keep their chunks.
    if (pages.includes(id)) continue;
    const users = [home!, catalog!, product!].filter((set) => set.has(id)).length;
    if (startCode.has(id) || (home!.has(id) && users >= 2)) groups.set(id, 'shop');
    else if (users === 2) groups.set(id, 'catalog');
  }
  return groups;
}

/** The plugin, and the `test` of each chunk group, answered from the graph it read. */
export function storefrontChunks() {
  let groups = new Map<string, 'shop' | 'catalog'>();
  const plugin: Plugin = {
    name: 'feria-storefront-chunks',
    apply: 'build',
    buildEnd() {
      groups = storefrontGroups({
        ids: [...this.getModuleIds()],
        importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
      if (groups.size === 0) throw new Error('storefront-chunks: no se hallaron las páginas');
    },
  };
  const inGroup = (name: 'shop' | 'catalog') => (id: string) => groups.get(id) === name;
  return { plugin, inGroup };
}
