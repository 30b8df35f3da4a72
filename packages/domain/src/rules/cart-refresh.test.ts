import { describe, expect, test } from 'vitest';
import type { CartItem } from './cart.ts';
import { refreshCart } from './cart-refresh.ts';

const line = (id: number, fields: Partial<CartItem> = {}): CartItem => ({
  id,
  sku: `S-${id}`,
  nombre: `Producto ${id}`,
  marca: 'Marca',
  medida: '1 kg',
  categoria: 'Yerba',
  precio: 100,
  cantidad: 2,
  imagen: '',
  stock: 10,
  ...fields,
});

describe('actualizar la canasta antes de pedir', () => {
  test('sin cambios no hay avisos y las líneas quedan iguales', () => {
    const items = [line(1), line(2)];
    const result = refreshCart(
      items,
      [
        { id: 1, precio: 100, stock: 8 },
        { id: 2, precio: 100, stock: 2 },
      ],
      { missingIsGone: true },
    );
    expect(result.notices).toEqual([]);
    expect(result.items.map((l) => [l.id, l.cantidad, l.stock])).toEqual([
      [1, 2, 8],
      [2, 2, 2],
    ]);
  });

  test('una cantidad por encima del stock nuevo se limita y avisa "{producto}: {n} unidades disponibles."', () => {
    const result = refreshCart([line(1, { cantidad: 5 })], [{ id: 1, precio: 100, stock: 3 }], {
      missingIsGone: true,
    });
    expect(result.items[0]?.cantidad).toBe(3);
    expect(result.notices).toEqual([{ id: 1, message: 'Producto 1: 3 unidades disponibles.' }]);
  });

  test('un producto agotado o que ya no se ofrece sale de la canasta con aviso', () => {
    const result = refreshCart(
      [line(1), line(2), line(3)],
      [
        { id: 1, precio: 100, stock: 0 },
        { id: 3, precio: 100, stock: 5 },
      ],
      { missingIsGone: true },
    );
    expect(result.items.map((l) => l.id)).toEqual([3]);
    expect(result.notices.map((n) => n.message)).toEqual([
      'Producto 1: 0 unidades disponibles.',
      'Producto 2: 0 unidades disponibles.',
    ]);
  });

  test('sin missingIsGone una línea desconocida se deja como está', () => {
    const result = refreshCart([line(7)], [], { missingIsGone: false });
    expect(result.items).toEqual([line(7)]);
    expect(result.notices).toEqual([]);
  });

  test('un precio nuevo reemplaza al guardado y se avisa', () => {
    const result = refreshCart([line(1, { precio: 100 })], [{ id: 1, precio: 120.5, stock: 10 }], {
      missingIsGone: true,
    });
    expect(result.items[0]?.precio).toBe(120.5);
    expect(result.notices).toEqual([
      { id: 1, message: 'El precio de Producto 1 cambió a $ 120,50' },
    ]);
  });
});
