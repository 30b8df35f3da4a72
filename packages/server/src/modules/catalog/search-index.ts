/**
 * An in-memory index of the published catalogue: every three-letter run (trigram) of each
 * product's search text points at the products that contain it, and each category and brand at
 * its products. A search intersects the lists of its trigrams, the shortest first, and confirms
 * the few candidates with a plain `includes`, instead of scanning every product: the answers are
 * the scan's, in the same (id) order, at a fraction of the work.
 */
export type SearchIndex = {
  haystacks: readonly string[];
  trigrams: Map<string, Uint32Array>;
  byCategoria: Map<string, Uint32Array>;
  byMarca: Map<string, Uint32Array>;
};

type Indexed = { categoria: string; marca: string };

function trigramsOf(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
}

function group(keys: Iterable<[string, number]>): Map<string, Uint32Array> {
  const lists = new Map<string, number[]>();
  for (const [key, position] of keys) {
    const list = lists.get(key);
    if (list) list.push(position);
    else lists.set(key, [position]);
  }
  const out = new Map<string, Uint32Array>();
  for (const [key, list] of lists) out.set(key, Uint32Array.from(list));
  return out;
}

function* trigramPairs(haystacks: readonly string[]): Iterable<[string, number]> {
  for (let i = 0; i < haystacks.length; i++) {
    for (const trigram of trigramsOf(haystacks[i]!)) yield [trigram, i];
  }
}

/** Builds the index; positions are indexes into the snapshot's product list (id order). */
export function buildSearchIndex(
  products: readonly Indexed[],
  haystacks: readonly string[],
): SearchIndex {
  return {
    haystacks,
    trigrams: group(trigramPairs(haystacks)),
    byCategoria: group(products.map((p, i): [string, number] => [p.categoria, i])),
    byMarca: group(products.map((p, i): [string, number] => [p.marca, i])),
  };
}

/** Positions present in both ascending lists. */
function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

const EMPTY = new Uint32Array(0);

/**
 * Ascending positions of the products matching a normalized term (may be '') and an exact
 * category and brand (either may be absent); `null` means "every product".
 */
export function lookup(
  index: SearchIndex,
  term: string,
  categoria?: string,
  marca?: string,
): Uint32Array | null {
  const lists: Uint32Array[] = [];
  if (categoria) lists.push(index.byCategoria.get(categoria) ?? EMPTY);
  if (marca) lists.push(index.byMarca.get(marca) ?? EMPTY);
  if (term.length >= 3) {
    for (const trigram of trigramsOf(term)) lists.push(index.trigrams.get(trigram) ?? EMPTY);
  }
  let result: Uint32Array | null = null;
  for (const list of lists.sort((a, b) => a.length - b.length)) {
    result = result ? intersect(result, list) : list;
    if (result.length === 0) return EMPTY;
  }
  if (!term) return result;
  // Trigrams narrow the candidates; the text itself decides (and terms under three letters are
  // checked here against the candidates, or against every product).
  const { haystacks } = index;
  const matches: number[] = [];
  if (result) {
    for (const position of result) if (haystacks[position]!.includes(term)) matches.push(position);
  } else {
    for (let i = 0; i < haystacks.length; i++) if (haystacks[i]!.includes(term)) matches.push(i);
  }
  return Uint32Array.from(matches);
}
