import { describe, expect, it } from 'vitest';
import { cartItemFromProduct, cartReducer, cartTotalCents, lineTotalCents } from './cart.ts';
import { parseStoredCart, serializeCart } from './cart-storage.ts';

const tomate = cartItemFromProduct({
  id: 3,
  sku: 'VER-1',
  nombre: 'Tomate perita',
  marca: 'Huerta Sur',
  medida: 'Suelto',
  categoria: 'Verduras',
  precio: 2400,
  url: '',
  stock: 1100,
  unidad: 'kg',
  paso: 250,
});

describe('the basket by weight (MARKET §8)', () => {
  it('adds one paso, steps by paso and never past the stock', () => {
    let items = cartReducer([], { type: 'add', item: tomate });
    expect(items[0]).toMatchObject({ cantidad: 250, unidad: 'kg', paso: 250 });
    for (let i = 0; i < 5; i++) items = cartReducer(items, { type: 'increase', id: 3 });
    expect(items[0]?.cantidad).toBe(1000); // 1250 would pass the 1100 g in stock
    items = cartReducer(items, { type: 'decrease', id: 3 });
    expect(items[0]?.cantidad).toBe(750);
    for (let i = 0; i < 5; i++) items = cartReducer(items, { type: 'decrease', id: 3 });
    expect(items[0]?.cantidad).toBe(250);
  });

  it('prices a line per kilogram, half-up to the cent', () => {
    expect(lineTotalCents({ precio: 2400, cantidad: 750, unidad: 'kg' })).toBe(180_000);
    expect(lineTotalCents({ precio: 999.99, cantidad: 333, unidad: 'kg' })).toBe(33_300);
    expect(
      cartTotalCents([
        { precio: 10, cantidad: 3 },
        { precio: 2400, cantidad: 250, unidad: 'kg' },
      ]),
    ).toBe(3000 + 60_000);
  });

  it('keeps the unit through storage and drops a bad step to the default', () => {
    const items = cartReducer([], { type: 'add', item: tomate, cantidad: 500 });
    expect(parseStoredCart(serializeCart(items))[0]).toMatchObject({ unidad: 'kg', paso: 250 });
    const edited = JSON.stringify([{ ...items[0], paso: 7 }]);
    expect(parseStoredCart(edited)[0]).toMatchObject({ unidad: 'kg', paso: 250 });
    const unit = JSON.stringify([{ ...items[0], unidad: 'litro' }]);
    expect(parseStoredCart(unit)[0]?.unidad).toBeUndefined();
  });
});
