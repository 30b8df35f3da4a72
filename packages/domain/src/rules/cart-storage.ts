// The basket lives in local storage (SPEC §3). What is read back may be old, edited by hand or
// from another version: every line is checked and anything unusable is dropped, never thrown.
// Checked by hand rather than with a zod schema: this file is loaded by the storefront's first
// page (the basket slice), and zod alone would cost more than a third of its JavaScript budget.
import type { CartItem } from './cart.ts';
import { checkPaso, PASO_DEFAULT } from './weight.ts';

export const CART_STORAGE_KEY = 'feria.cart';

type Entry = Record<string, unknown>;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isWhole = (v: unknown): v is number => isNumber(v) && Number.isInteger(v);
/** Optional text fields fall back to "" when missing or of another type. */
const textOr = (v: unknown): string => (typeof v === 'string' ? v : '');

/** One stored line with exactly the CartItem fields, or null when a required one is unusable. */
function readLine(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const e = entry as Entry;
  if (!isWhole(e.id) || e.id <= 0) return null;
  if (typeof e.nombre !== 'string') return null;
  if (!isNumber(e.precio) || e.precio < 0) return null;
  if (!isWhole(e.cantidad) || e.cantidad <= 0) return null;
  if (!isWhole(e.stock) || e.stock < 0) return null;
  return {
    id: e.id,
    sku: textOr(e.sku),
    nombre: e.nombre,
    marca: textOr(e.marca),
    medida: textOr(e.medida),
    categoria: textOr(e.categoria),
    precio: e.precio,
    cantidad: e.cantidad,
    imagen: textOr(e.imagen),
    stock: e.stock,
    ...storedWeight(e),
  };
}

/** The valid lines of a stored basket (JSON text or already parsed), each id once, capped. */
export function parseStoredCart(stored: unknown): CartItem[] {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const lines: CartItem[] = [];
  for (const entry of value) {
    const line = readLine(entry);
    if (!line || lines.some((l) => l.id === line.id)) continue;
    const cantidad = Math.min(line.cantidad, line.stock);
    if (cantidad > 0) lines.push({ ...line, cantidad });
  }
  return lines;
}

/** JSON text for local storage. */
export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}

/** MARKET §8: a stored line by weight keeps its unit and a valid step; anything else is by unit. */
function storedWeight(e: Entry): Pick<CartItem, 'unidad' | 'paso'> {
  if (e.unidad !== 'kg') return {};
  const paso = isWhole(e.paso) && checkPaso(e.paso) === null ? e.paso : PASO_DEFAULT;
  return { unidad: 'kg', paso };
}
