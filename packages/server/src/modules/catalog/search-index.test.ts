import { normalizeText } from '@feria/domain/rules/catalog';
import type { Product } from '@feria/domain/schemas/api-types';
import { expect, test } from 'vitest';
import { makeSnapshot, matching, page } from './snapshot.ts';

// A small deterministic random source, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = [
  'Azúcar',
  'yerba',
  'Ñandú',
  'harina',
  'integral',
  'mate',
  'ACEITE',
  'oliva',
  'ñ',
  'ü',
];
const CATEGORIES = ['Yerba', 'Azúcar', 'Harinas'];
const BRANDS = ['Ñandú', 'La Huerta', 'Monte'];

function catalogue(next: () => number, size: number): Product[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    sku: `SKU-${Math.floor(next() * 500)}`,
    nombre: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(WORDS)).join(' '),
    marca: pick(BRANDS),
    medida: '1 kg',
    categoria: pick(CATEGORIES),
    descripcion: '',
    precio: 1,
    stock: 1,
    url: '',
    imagenes: [],
    publicado: 'si',
    unidad: 'unidad',
    paso: 250,
  }));
}

/** The plain answer: every product, in order, checked one by one. */
function scan(products: Product[], q: string, categoria?: string, marca?: string) {
  const term = normalizeText(q);
  return products.filter(
    (p) =>
      (!categoria || p.categoria === categoria) &&
      (!marca || p.marca === marca) &&
      normalizeText(`${p.nombre} ${p.categoria} ${p.marca} ${p.sku}`).includes(term),
  );
}

test('el índice de búsqueda da lo mismo que recorrer todo, en catálogos y búsquedas al azar', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const next = random(seed);
    const products = catalogue(next, Math.floor(next() * 120));
    const snapshot = makeSnapshot(products);
    for (let k = 0; k < 40; k++) {
      const source = products.length ? products[Math.floor(next() * products.length)]! : null;
      const text = source ? `${source.nombre} ${source.marca} ${source.sku}` : 'yerba';
      const start = Math.floor(next() * text.length);
      const q = [
        text.slice(start, start + 1 + Math.floor(next() * 8)),
        text.slice(start, start + 2).toUpperCase(),
        'zz',
        '',
        '  AZUCAR ',
      ][Math.floor(next() * 5)]!;
      const categoria = next() < 0.3 ? CATEGORIES[Math.floor(next() * 3)] : undefined;
      const marca = next() < 0.3 ? BRANDS[Math.floor(next() * 3)] : undefined;
      const expected = scan(products, q, categoria, marca);
      expect(matching(snapshot, { q, categoria, marca })).toEqual(expected);
      const offset = Math.floor(next() * 5);
      expect(page(snapshot, { q, categoria, marca, offset, limit: 3 })).toEqual({
        items: expected.slice(offset, offset + 3),
        total: expected.length,
      });
    }
  }
});

test('una copia con los mismos textos reutiliza el índice; con otro nombre lo rehace', () => {
  const products = catalogue(random(7), 30);
  const first = makeSnapshot(products);
  matching(first, { q: 'yerba' });
  const sameTexts = makeSnapshot(
    products.map((p) => ({ ...p, stock: p.stock + 1 })),
    first,
  );
  expect(sameTexts.index).toBe(first.index);
  const renamed = makeSnapshot(
    products.map((p, i) => (i === 0 ? { ...p, nombre: 'Miel de monte' } : p)),
    first,
  );
  expect(renamed.index).toBeUndefined();
  expect(matching(renamed, { q: 'miel' }).map((p) => p.id)).toEqual([1]);
});
