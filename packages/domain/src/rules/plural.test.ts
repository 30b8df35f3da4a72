import { describe, expect, test } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  test('uno en singular; cero y varios en plural', () => {
    expect(plural(1, 'pedido')).toBe('1 pedido');
    expect(plural(0, 'pedido')).toBe('0 pedidos');
    expect(plural(2, 'creado')).toBe('2 creados');
    expect(plural(3, 'producto actualizado', 'productos actualizados')).toBe(
      '3 productos actualizados',
    );
    expect(plural(1, 'producto actualizado', 'productos actualizados')).toBe(
      '1 producto actualizado',
    );
  });
});
