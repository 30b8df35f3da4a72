// The basket (web) and the point-of-sale ticket as a state machine (SPEC §4 Cart, §5 Basket
// quantity). Quantities are integers from 1 to the line's stock; a line that would end at 0 or
// less is dropped. Every action returns a new array.

import {
  agregadoCanasta,
  agregadoCarrito,
  SHOP_MSG,
  sinStock,
  unidadesDisponibles,
} from '../messages/storefront.ts';
import { firstImage } from './images.ts';
import { toCents } from './money.ts';
import { lineSubtotalCents, stepOf, type Unidad } from './weight.ts';

export type CartItem = {
  id: number;
  sku: string;
  nombre: string;
  marca: string;
  medida: string;
  categoria: string;
  precio: number; // pesos
  cantidad: number;
  imagen: string;
  stock: number;
  /** MARKET §8: by "kg", precio is per kilogram, cantidad and stock are grams. */
  unidad?: Unidad;
  paso?: number;
};

export type CartAction =
  | { type: 'add'; item: Omit<CartItem, 'cantidad'>; cantidad?: number }
  | { type: 'remove'; id: number }
  | { type: 'set'; id: number; cantidad: number }
  | { type: 'increase'; id: number }
  | { type: 'decrease'; id: number }
  | { type: 'clear' }
  | { type: 'sync'; stock: Record<number, number> };

function capToStock(cantidad: number, stock: number): number {
  return Math.min(cantidad, Math.max(0, Math.floor(stock)));
}

function reduce(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const added = Math.floor(action.cantidad ?? stepOf(action.item));
      if (!Number.isFinite(added) || added <= 0) return [...items];
      const existing = items.find((line) => line.id === action.item.id);
      if (!existing) {
        return [...items, { ...action.item, cantidad: capToStock(added, action.item.stock) }];
      }
      // The added item carries the freshest data (price, stock): it replaces the line's copy.
      return items.map((line) =>
        line.id === action.item.id
          ? { ...action.item, cantidad: capToStock(line.cantidad + added, action.item.stock) }
          : line,
      );
    }
    case 'remove':
      return items.filter((line) => line.id !== action.id);
    case 'set': {
      if (!Number.isFinite(action.cantidad)) return [...items];
      const wanted = Math.max(1, Math.floor(action.cantidad));
      return items.map((line) =>
        line.id === action.id ? { ...line, cantidad: capToStock(wanted, line.stock) } : line,
      );
    }
    case 'increase':
      return items.map((line) =>
        line.id === action.id ? { ...line, cantidad: stepUp(line) } : line,
      );
    case 'decrease':
      return items.map((line) =>
        line.id === action.id && line.cantidad > stepOf(line)
          ? { ...line, cantidad: line.cantidad - stepOf(line) }
          : line,
      );
    case 'clear':
      return [];
    case 'sync':
      // Decision: lines whose product is in the map take its stock and are capped to it, so a
      // product that ran out (stock 0) leaves the basket; lines not in the map stay as they are
      // (unknown is not "sold out": the server still has the last word when ordering).
      return items.map((line) => {
        const stock = action.stock[line.id];
        if (stock === undefined) return line;
        return { ...line, stock, cantidad: capToStock(line.cantidad, stock) };
      });
  }
}

/** One step more (a unit, or `paso` grams while the stock has them). */
function stepUp(line: CartItem): number {
  const next = line.cantidad + stepOf(line);
  return next > line.stock && stepOf(line) > 1 ? line.cantidad : capToStock(next, line.stock);
}

/** Pure reducer of the basket; lines with a quantity of 0 or less never survive an action. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  return reduce(items, action).filter((line) => line.cantidad > 0);
}

/** A line's total in cents; a price that is not a number counts 0 (SPEC §5). */
export function lineTotalCents(item: Pick<CartItem, 'precio' | 'cantidad' | 'unidad'>): number {
  if (!Number.isFinite(item.precio)) return 0;
  return lineSubtotalCents(item.unidad ?? 'unidad', toCents(item.precio), item.cantidad);
}

/** Sum of price × quantity in cents. */
export function cartTotalCents(
  items: readonly Pick<CartItem, 'precio' | 'cantidad' | 'unidad'>[],
): number {
  return items.reduce((sum, item) => sum + lineTotalCents(item), 0);
}

/** The floating badge shows the number of lines, not of units. */
export function cartLineCount(items: readonly CartItem[]): number {
  return items.length;
}

/** How many units of a product the basket already holds. */
export function quantityInCart(items: readonly CartItem[], id: number): number {
  return items.find((line) => line.id === id)?.cantidad ?? 0;
}

/** A basket line from an API product (first image of the list). */
export function cartItemFromProduct(product: {
  id: number;
  sku: string;
  nombre: string;
  marca: string;
  medida: string;
  categoria: string;
  precio: number;
  url: string;
  stock: number;
  unidad?: Unidad;
  paso?: number;
}): Omit<CartItem, 'cantidad'> {
  return {
    id: product.id,
    sku: product.sku,
    nombre: product.nombre,
    marca: product.marca,
    medida: product.medida,
    categoria: product.categoria,
    precio: product.precio,
    imagen: firstImage(product.url),
    stock: product.stock,
    ...(product.unidad === 'kg' ? { unidad: product.unidad, paso: stepOf(product) } : {}),
  };
}

export type CardOrigin = 'catalogo' | 'home' | 'pos';

/** "Agregar" on a product card (SPEC §5 "Add to basket from a card"). */
export function checkCardAdd(
  nombre: string,
  stock: number,
  where: CardOrigin,
): { ok: boolean; message: string } {
  if (stock <= 0) {
    return {
      ok: false,
      message: where === 'pos' ? SHOP_MSG.productoSinStockPos : sinStock(nombre),
    };
  }
  if (where === 'pos') return { ok: true, message: SHOP_MSG.seAgregoCarrito };
  return {
    ok: true,
    message: where === 'home' ? agregadoCarrito(nombre) : agregadoCanasta(nombre),
  };
}

/**
 * "Agregar a la canasta" on the detail page. `chosen` defaults to 1 in the form. When the chosen
 * quantity plus what the basket holds passes the stock, the message names the stock
 * ("{stock} unidades disponibles.", as the page shows it), not the remainder.
 */
export function checkDetailAdd(
  chosen: number,
  inBasket: number,
  stock: number,
): { ok: true; message: string } | { ok: false; message: string } {
  if (!Number.isFinite(chosen) || chosen <= 0)
    return { ok: false, message: SHOP_MSG.cantidadMayorCero };
  if (chosen + inBasket > stock) {
    return { ok: false, message: unidadesDisponibles(Math.max(0, stock)) };
  }
  return { ok: true, message: SHOP_MSG.productoAgregado };
}

/** "Continuar compra" in the basket panel: an empty basket gives "Error: canasta vacía". */
export function checkContinue(lineCount: number): string | null {
  return lineCount > 0 ? null : SHOP_MSG.errorCanastaVacia;
}
