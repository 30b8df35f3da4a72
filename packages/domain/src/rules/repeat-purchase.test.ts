import { describe, expect, it } from 'vitest';
import { planRepeat, sinStockText } from './repeat-purchase.ts';

const product = (id: number, precio: number, stock: number) => ({
  id,
  sku: `SKU-${id}`,
  nombre: `Producto ${id}`,
  marca: 'Marca',
  medida: '1 kg',
  categoria: 'Almacén',
  precio,
  url: '/uploads/a.webp',
  stock,
});

describe('planRepeat', () => {
  it("takes today's price, caps to stock and names what is left out", () => {
    const plan = planRepeat(
      [
        { idProducto: 1, nombre: 'Yerba', cantidad: 2 },
        { idProducto: 2, nombre: 'Miel', cantidad: 5 },
        { idProducto: 3, nombre: 'Pan', cantidad: 1 }, // sold out
        { idProducto: 4, nombre: 'Queso', cantidad: 1 }, // unpublished: not in the catalogue
        { idProducto: null, nombre: 'Borrado', cantidad: 1 },
      ],
      [product(1, 1500, 10), product(2, 900, 3), product(3, 500, 0)],
    );
    expect(plan.adds.map((a) => [a.item.id, a.item.precio, a.cantidad])).toEqual([
      [1, 1500, 2],
      [2, 900, 3],
    ]);
    expect(plan.sinStock).toEqual(['Pan', 'Queso', 'Borrado']);
    expect(sinStockText(plan.sinStock)).toBe('Sin stock: Pan, Queso, Borrado');
  });
});
