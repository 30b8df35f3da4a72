import { expect, test } from 'vitest';
import { hastaUnidadesDe, lineOverWebCap } from './order-limits.ts';

test('el tope de 50 unidades por producto de un pedido web', () => {
  expect(lineOverWebCap([{ id: 1, cantidad: 50 }])).toBeNull();
  expect(
    lineOverWebCap([
      { id: 1, cantidad: 2 },
      { id: 2, cantidad: 51 },
    ]),
  ).toEqual({
    id: 2,
    cantidad: 51,
  });
  expect(hastaUnidadesDe('Miel')).toBe('Podés pedir hasta 50 unidades de Miel');
});
