import { expect, test } from 'vitest';
import { formatWholePesos, overOrderMax, pedidoMaximoMsg } from './order-max.ts';

test('el máximo se escribe en pesos enteros con punto de miles', () => {
  expect(formatWholePesos(500000)).toBe('$ 500.000');
  expect(formatWholePesos(1234567)).toBe('$ 1.234.567');
  expect(formatWholePesos(900)).toBe('$ 900');
  expect(pedidoMaximoMsg(500000)).toBe(
    'El pedido supera el máximo de $ 500.000: escribinos por WhatsApp para pedidos grandes',
  );
});

test('el total igual al máximo pasa; un centavo más, no', () => {
  expect(overOrderMax(50_000_000, 500000)).toBe(false);
  expect(overOrderMax(50_000_001, 500000)).toBe(true);
});
