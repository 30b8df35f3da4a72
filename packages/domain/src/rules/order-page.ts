// The order page (MARKET §7): what anyone with the order's private link sees — no customer data
// but the order's own — and the receipt upload's rules.

import type { Cobro } from './cobro.ts';
import type { FacturaDto } from './factura.ts';
import type { FeriaRef } from './ferias.ts';
import type { SaleStatus } from './sale-status.ts';
import type { Unidad } from './weight.ts';

/** The feria as a customer needs it to pick up: day, hours and place. */
export type FeriaPickup = FeriaRef & { desde: string; hasta: string; direccion: string };

export type PedidoView = {
  id: number;
  /** MARKET §12: the order's Factura C and Nota de Crédito C, when ARCA is on. */
  factura?: FacturaDto | null;
  notaCredito?: FacturaDto | null;
  fecha: string; // dd/mm/aaaa
  estadoPago: SaleStatus;
  formaPago: string;
  envio: string;
  subtotal: string;
  recargo: string;
  /** MARKET §14: the Envío fee in the total ("0.00" when none) and the zone's nombre. */
  envioCosto: string;
  zona: string | null;
  total: string;
  /** MARKET §13.3: `avisosWhatsapp`, the customer asked for WhatsApp notices. */
  cliente: { nombre: string; direccion: string; avisosWhatsapp: boolean };
  feria: FeriaPickup | null;
  cobro: Cobro;
  /** Issue 49 item 7: "Pesamos tu pedido: el total pasó de … a …" when weighing changed the
   * total; null otherwise. */
  pesado: string | null;
  /** MARKET §10: the feria's cierre (ISO instant), until which the customer may change the order;
   * null when the order has no feria. */
  cierre: string | null;
  /** MARKET §9 (round 5): the "Contenido de esta semana" of the order's bolsón; absent when the
   * order holds no bolsón with one. */
  contenido?: string;
  lineas: {
    /** The product the line sold (null once the product was deleted). */
    productId: number | null;
    nombre: string;
    marca: string;
    medida: string;
    /** MARKET §8: grams for a line sold by weight. */
    cantidad: number;
    unidad: Unidad;
    precio: string;
    subtotal: string;
  }[];
};

/** 201 of POST /api/pedido/{id}/comprobante. */
export type ComprobanteSubido = { comprobante: string };

/** A receipt is at most 5 MB. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

export type ReceiptType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/** The real type of a receipt by its first bytes (JPEG, PNG, WebP or PDF); null for anything else,
 * whatever the file is called or claims to be. */
export function sniffReceipt(bytes: Uint8Array): ReceiptType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
