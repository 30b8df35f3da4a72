// Producer portal rules (MARKET §15), shared by server and web.

import type { Feria } from './ferias.ts';
import { roundHalfUp, toCents } from './money.ts';

export const PROPUESTA_ESTADOS = ['pendiente', 'aceptada', 'rechazada', 'reemplazada'] as const;
export type PropuestaEstado = (typeof PROPUESTA_ESTADOS)[number];

/** `Propuesta` of MARKET §15: a producer's proposed price; pesos, ISO instants. */
export type Propuesta = {
  id: number;
  productoId: number;
  producto: string;
  productor: { id: number; nombre: string };
  /** The price when proposed. */
  precioActual: number;
  precio: number;
  estado: PropuestaEstado;
  motivo: string | null;
  creadaEn: string;
  resueltaEn: string | null;
};

/** `Acceso` of MARKET §15: a producer's sign-in account. */
export type Acceso = { productorId: number; usuarioId: string; email: string; activo: boolean };

/** `GET /api/productores?todos=1`: the admin's producer with its sign-in account, if any. */
export type ProductorConAcceso = { acceso: Acceso | null };

/**
 * The change of a proposed price, as "Precios propuestos" shows it: one decimal, always signed
 * ("+12,5 %", "-3,0 %"), rounded half-up on the cents; null when there is no current price.
 */
export function priceChange(precioActual: number, precio: number): string | null {
  const before = toCents(precioActual);
  if (before <= 0) return null;
  const tenths = roundHalfUp(((toCents(precio) - before) * 1000) / before);
  const sign = tenths > 0 ? '+' : tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.trunc(abs / 10)},${abs % 10} %`;
}
/** A line of `GET /api/productor/ventas` (MARKET §15): nothing of the customer. */
export type VentaLinea = {
  pedidoId: number;
  /** aaaa-mm-dd, the day the sale was made (Buenos Aires). */
  fecha: string;
  feria: { id: number; fecha: string; lugar: string } | null;
  canal: 'web' | 'pos';
  idProducto: number | null;
  producto: string;
  medida: string;
  unidad: 'unidad' | 'kg';
  /** Units, or grams for kg. */
  cantidad: number;
  precio: number;
  importe: number;
  cobrado: boolean;
  entregado: boolean;
};

/** `GET /api/productor/ventas`. */
export type Ventas = { lineas: VentaLinea[]; total: number };

/** A feria ahead as `GET /api/productor/ferias` answers it; `pedidos` counts the non-annulled
 * orders of that feria with at least one line of their products. */
export type PortalFeria = Omit<Feria, 'estado'> & { noLlevo: boolean; pedidos: number };
