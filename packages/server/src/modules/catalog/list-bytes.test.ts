import { expect, test } from 'vitest';
import { listBytes, withReplaced } from './list-bytes.ts';

const text = (list: { bytes: Buffer }) => list.bytes.toString();

test('los bytes de la lista son los de JSON.stringify, y cada producto empieza donde dice', () => {
  const items = [{ id: 1, nombre: 'Miel' }, { id: 2, nombre: 'Ñandú à la crème' }, { id: 3 }];
  const list = listBytes(items);
  expect(text(list)).toBe(JSON.stringify(items));
  items.forEach((item, i) => {
    const at = list.bytes.subarray(list.starts[i], list.starts[i + 1]! - 1).toString();
    expect(JSON.parse(at)).toEqual(item);
  });
  expect(text(listBytes([]))).toBe('[]');
});

test('cambiar unos productos copia el resto tal cual, con textos más largos, más cortos y acentos', () => {
  const items = Array.from({ length: 7 }, (_, i) => ({ id: i, stock: i * 10, nombre: `Año ${i}` }));
  const base = listBytes(items);
  const changed = [
    { index: 0, item: { ...items[0], stock: 1_000_000 } },
    { index: 3, item: { ...items[3], stock: 3, nombre: 'Añoñoño' } },
    { index: 6, item: { ...items[6], stock: 0 } },
  ];
  const next = withReplaced(base, changed);
  const expected = items.map((item, i) => changed.find((c) => c.index === i)?.item ?? item);
  expect(text(next)).toBe(JSON.stringify(expected));
  expect(next.starts).toEqual(listBytes(expected).starts);
  expect(text(base)).toBe(JSON.stringify(items)); // the list being served is left as it was
  // And again on the result: its starts are right for the next change.
  const again = withReplaced(next, [{ index: 5, item: { id: 5, stock: 1 } }]);
  expect(text(again)).toBe(JSON.stringify(expected.with(5, { id: 5, stock: 1 })));
  expect(text(withReplaced(base, []))).toBe(text(base));
});
