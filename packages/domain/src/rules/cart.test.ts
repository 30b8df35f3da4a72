import { describe, expect, test } from 'vitest';
import {
  type CartItem,
  cartItemFromProduct,
  cartLineCount,
  cartReducer,
  cartTotalCents,
  checkCardAdd,
  checkContinue,
  checkDetailAdd,
  lineTotalCents,
  quantityInCart,
} from './cart.ts';
import { parseStoredCart, serializeCart } from './cart-storage.ts';

const yerba: Omit<CartItem, 'cantidad'> = {
  id: 1,
  sku: 'YER-1',
  nombre: 'Yerba suave',
  marca: 'Monte',
  medida: '1 kg',
  categoria: 'Yerba',
  precio: 1500.5,
  imagen: '/uploads/yerba.webp',
  stock: 3,
};
const arroz: Omit<CartItem, 'cantidad'> = {
  ...yerba,
  id: 2,
  sku: 'ARR-1',
  nombre: 'Arroz yamaní',
  precio: 999.99,
  stock: 10,
};

function line(item: Omit<CartItem, 'cantidad'>, cantidad: number): CartItem {
  return { ...item, cantidad };
}

describe('canasta', () => {
  test('agregar un producto nuevo lo suma con cantidad 1', () => {
    expect(cartReducer([], { type: 'add', item: yerba })).toEqual([line(yerba, 1)]);
  });

  test('agregar un producto existente suma 1 a la cantidad', () => {
    expect(cartReducer([line(yerba, 1)], { type: 'add', item: yerba })).toEqual([line(yerba, 2)]);
  });

  test('agregar con una cantidad elegida suma esa cantidad', () => {
    expect(cartReducer([line(arroz, 2)], { type: 'add', item: arroz, cantidad: 3 })).toEqual([
      line(arroz, 5),
    ]);
    expect(cartReducer([], { type: 'add', item: arroz, cantidad: 4 })).toEqual([line(arroz, 4)]);
  });

  test('agregar nunca pasa el stock', () => {
    expect(cartReducer([line(yerba, 3)], { type: 'add', item: yerba })).toEqual([line(yerba, 3)]);
    expect(cartReducer([], { type: 'add', item: yerba, cantidad: 9 })).toEqual([line(yerba, 3)]);
  });

  test('agregar un producto sin stock no crea la línea', () => {
    expect(cartReducer([], { type: 'add', item: { ...yerba, stock: 0 } })).toEqual([]);
  });

  test('agregar una cantidad de 0, negativa o no numérica no cambia nada', () => {
    const items = [line(yerba, 1)];
    for (const cantidad of [0, -2, Number.NaN]) {
      expect(cartReducer(items, { type: 'add', item: yerba, cantidad })).toEqual(items);
    }
  });

  test('agregar actualiza precio y stock de la línea con los datos nuevos', () => {
    const result = cartReducer([line(yerba, 1)], {
      type: 'add',
      item: { ...yerba, precio: 1600, stock: 8 },
    });
    expect(result).toEqual([{ ...yerba, precio: 1600, stock: 8, cantidad: 2 }]);
  });

  test('quitar borra la línea', () => {
    expect(cartReducer([line(yerba, 2), line(arroz, 1)], { type: 'remove', id: 1 })).toEqual([
      line(arroz, 1),
    ]);
  });

  test('fijar la cantidad la reemplaza', () => {
    expect(cartReducer([line(arroz, 2)], { type: 'set', id: 2, cantidad: 7 })).toEqual([
      line(arroz, 7),
    ]);
  });

  test('fijar una cantidad mayor al stock la lleva al stock', () => {
    expect(cartReducer([line(yerba, 1)], { type: 'set', id: 1, cantidad: 50 })).toEqual([
      line(yerba, 3),
    ]);
  });

  test('fijar 0 o menos deja la cantidad mínima de 1', () => {
    expect(cartReducer([line(arroz, 4)], { type: 'set', id: 2, cantidad: 0 })).toEqual([
      line(arroz, 1),
    ]);
    expect(cartReducer([line(arroz, 4)], { type: 'set', id: 2, cantidad: -3 })).toEqual([
      line(arroz, 1),
    ]);
  });

  test('fijar una cantidad con decimales usa la parte entera y un valor no numérico se ignora', () => {
    expect(cartReducer([line(arroz, 4)], { type: 'set', id: 2, cantidad: 2.9 })).toEqual([
      line(arroz, 2),
    ]);
    expect(cartReducer([line(arroz, 4)], { type: 'set', id: 2, cantidad: Number.NaN })).toEqual([
      line(arroz, 4),
    ]);
  });

  test('aumentar suma 1 sin pasar el stock', () => {
    expect(cartReducer([line(arroz, 1)], { type: 'increase', id: 2 })).toEqual([line(arroz, 2)]);
    expect(cartReducer([line(yerba, 3)], { type: 'increase', id: 1 })).toEqual([line(yerba, 3)]);
  });

  test('disminuir resta 1 solo mientras la cantidad es mayor que 1', () => {
    expect(cartReducer([line(arroz, 2)], { type: 'decrease', id: 2 })).toEqual([line(arroz, 1)]);
    expect(cartReducer([line(arroz, 1)], { type: 'decrease', id: 2 })).toEqual([line(arroz, 1)]);
  });

  test('las líneas con cantidad 0 o menos se descartan', () => {
    expect(
      cartReducer([line(arroz, 0), line(yerba, -1), line(arroz, 2)], { type: 'decrease', id: 99 }),
    ).toEqual([line(arroz, 2)]);
  });

  test('vaciar deja la canasta vacía', () => {
    expect(cartReducer([line(yerba, 1), line(arroz, 2)], { type: 'clear' })).toEqual([]);
  });

  test('sincronizar el stock limita la cantidad y saca lo agotado', () => {
    const items = [line(yerba, 3), line(arroz, 5)];
    expect(cartReducer(items, { type: 'sync', stock: { 1: 0, 2: 2 } })).toEqual([
      { ...arroz, stock: 2, cantidad: 2 },
    ]);
  });

  test('sincronizar no toca las líneas cuyo stock no se conoce', () => {
    const items = [line(yerba, 2)];
    expect(cartReducer(items, { type: 'sync', stock: { 7: 1 } })).toEqual(items);
  });

  test('el reductor no modifica el arreglo recibido', () => {
    const items = [line(yerba, 1)];
    const result = cartReducer(items, { type: 'increase', id: 1 });
    expect(result).not.toBe(items);
    expect(items).toEqual([line(yerba, 1)]);
    expect(cartReducer(items, { type: 'remove', id: 9 })).not.toBe(items);
  });
});

describe('totales de la canasta', () => {
  test('el total es la suma de precio por cantidad en centavos', () => {
    expect(cartTotalCents([line(yerba, 2), line(arroz, 3)])).toBe(300100 + 299997);
    expect(cartTotalCents([])).toBe(0);
  });

  test('un precio no numérico cuenta 0', () => {
    expect(lineTotalCents({ precio: Number.NaN, cantidad: 2 })).toBe(0);
  });

  test('el globo muestra la cantidad de líneas', () => {
    expect(cartLineCount([line(yerba, 3), line(arroz, 4)])).toBe(2);
  });

  test('sabe cuántas unidades de un producto hay en la canasta', () => {
    expect(quantityInCart([line(arroz, 4)], 2)).toBe(4);
    expect(quantityInCart([line(arroz, 4)], 1)).toBe(0);
  });

  test('arma la línea desde un producto con su primera imagen', () => {
    const { imagen, ...rest } = yerba;
    expect(cartItemFromProduct({ ...rest, url: 'a.webp, b.webp' })).toEqual({
      ...yerba,
      imagen: 'a.webp',
    });
  });
});

describe('agregar desde una tarjeta', () => {
  test('un producto sin stock muestra "… no tiene stock por el momento"', () => {
    expect(checkCardAdd('Yerba suave', 0, 'catalogo')).toEqual({
      ok: false,
      message: 'Yerba suave no tiene stock por el momento',
    });
    expect(checkCardAdd('Yerba suave', -1, 'home').message).toBe(
      'Yerba suave no tiene stock por el momento',
    );
  });

  test('en el punto de venta un producto sin stock muestra "Producto sin stock"', () => {
    expect(checkCardAdd('Yerba suave', 0, 'pos')).toEqual({
      ok: false,
      message: 'Producto sin stock',
    });
  });

  test('en el catálogo dice "añadido a la canasta", en la portada "añadido al carrito"', () => {
    expect(checkCardAdd('Yerba suave', 2, 'catalogo')).toEqual({
      ok: true,
      message: 'Yerba suave añadido a la canasta',
    });
    expect(checkCardAdd('Yerba suave', 2, 'home')).toEqual({
      ok: true,
      message: 'Yerba suave añadido al carrito',
    });
  });

  test('en el punto de venta dice "Se agregó al carrito"', () => {
    expect(checkCardAdd('Yerba suave', 2, 'pos')).toEqual({
      ok: true,
      message: 'Se agregó al carrito',
    });
  });
});

describe('agregar desde el detalle', () => {
  test('una cantidad de 0 o menos da "La cantidad debe ser mayor que 0."', () => {
    expect(checkDetailAdd(0, 0, 5)).toEqual({
      ok: false,
      message: 'La cantidad debe ser mayor que 0.',
    });
    expect(checkDetailAdd(-1, 0, 5).message).toBe('La cantidad debe ser mayor que 0.');
    expect(checkDetailAdd(Number.NaN, 0, 5).message).toBe('La cantidad debe ser mayor que 0.');
  });

  test('lo elegido más lo que ya hay en la canasta por encima del stock da "{n} unidades disponibles."', () => {
    expect(checkDetailAdd(2, 2, 3)).toEqual({ ok: false, message: '3 unidades disponibles.' });
    expect(checkDetailAdd(1, 0, 0)).toEqual({ ok: false, message: '0 unidades disponibles.' });
  });

  test('hasta el stock justo se agrega con "Producto agregado a la canasta"', () => {
    expect(checkDetailAdd(1, 2, 3)).toEqual({
      ok: true,
      message: 'Producto agregado a la canasta',
    });
  });

  test('"Continuar compra" con la canasta vacía da "Error: canasta vacía"', () => {
    expect(checkContinue(0)).toBe('Error: canasta vacía');
    expect(checkContinue(2)).toBeNull();
  });
});

describe('canasta guardada en el navegador', () => {
  test('se guarda y se lee igual', () => {
    const items = [line(yerba, 2), line(arroz, 1)];
    expect(parseStoredCart(serializeCart(items))).toEqual(items);
  });

  test('un texto roto o que no es una lista da una canasta vacía', () => {
    expect(parseStoredCart('{no es json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  test('las líneas inválidas o repetidas se descartan y la cantidad se limita al stock', () => {
    const stored = [
      line(yerba, 9),
      { id: 'x' },
      line(yerba, 1),
      { ...line(arroz, 1), stock: 0 },
      { ...line(arroz, 1), imagen: 5 },
    ];
    expect(parseStoredCart(stored)).toEqual([line(yerba, 3), { ...line(arroz, 1), imagen: '' }]);
  });
});
