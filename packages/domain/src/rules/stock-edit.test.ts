import { expect, test } from 'vitest';
import { stockCambioMessage, stockToWrite } from './stock-edit.ts';

test('sin stockAnterior se escribe la cantidad del formulario', () => {
  expect(stockToWrite(7, 10, undefined)).toEqual({ ok: true, stock: 10 });
});

test('la cantidad que mostraba el formulario deja el stock de ahora (las ventas siguen contadas)', () => {
  expect(stockToWrite(7, 10, 10)).toEqual({ ok: true, stock: 7 });
  expect(stockToWrite(12, 10, 10)).toEqual({ ok: true, stock: 12 });
});

test('una cantidad nueva se escribe si el stock no se movió, o si es justo la de ahora', () => {
  expect(stockToWrite(10, 4, 10)).toEqual({ ok: true, stock: 4 });
  expect(stockToWrite(7, 7, 10)).toEqual({ ok: true, stock: 7 });
});

test('si las dos difieren del stock de ahora, conflicto con el stock de ahora', () => {
  expect(stockToWrite(7, 15, 10)).toEqual({ ok: false, current: 7 });
  expect(stockCambioMessage(7)).toBe(
    'El stock cambió mientras editabas (ahora hay 7). Revisá y guardá de nuevo.',
  );
});
