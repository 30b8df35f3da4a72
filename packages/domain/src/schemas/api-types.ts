// Response shapes of the HTTP API (API.md). Money in responses: `precio` and `monto` are pesos
// as numbers; sale amounts (`total`, `subtotal`, `recargo`) are strings with two decimals
// ("1234.50", see centsToFixed). Dates: `fecha` of a sale is dd/mm/aaaa, of cash aaaa-mm-dd.

import type { CashEntry } from '../rules/cash.ts';
import type { Cobro } from '../rules/cobro.ts';
import type { FacturaDto } from '../rules/factura.ts';
import type { FeriaRef } from '../rules/ferias.ts';
import type { FeriaPickup } from '../rules/order-page.ts';
import type { DeliveryMethod, PaymentMethod } from '../rules/payment.ts';
import type { SaleChannel } from '../rules/pos.ts';
import type { Role } from '../rules/roles.ts';
import type { SaleStatus } from '../rules/sale-status.ts';
import type { Unidad } from '../rules/weight.ts';
import type { AvisoEstado } from '../rules/whatsapp-avisos.ts';

/** Pesos with two decimals as text: "1234.50". */
type MoneyText = string;

export type Product = {
  id: number;
  sku: string;
  nombre: string;
  marca: string;
  medida: string;
  categoria: string;
  descripcion: string;
  precio: number;
  stock: number;
  url: string; // "a.webp, b.webp"
  imagenes: string[]; // the same list
  publicado: 'si' | 'no';
  /** MARKET §8: by "kg", `precio` is per kilogram and `stock` is grams. */
  unidad: Unidad;
  paso: number;
  /** MARKET §9: customers can subscribe to it (a bolsón). */
  suscribible: boolean;
  /** MARKET §9 (round 5): "Contenido de esta semana" of a bolsón ("" when none). */
  contenido: string;
  /** MARKET §15: the programada ferias ahead its producer marked "No llevo", by id. */
  noVieneA: number[];
};

export type User = {
  uid: string;
  email: string;
  nombre: string;
  rol: Role;
  picture?: string;
  direccion?: string;
  provincia?: string;
  cp?: string;
  celular?: string;
  /** The generated first admin password must be changed before anything else (issue 44). */
  cambiarPassword?: true;
  /** Rol "productor" only (MARKET §15): the producer the account is the access of. */
  productor?: { id: number; nombre: string };
};

/** GET /api/user/users; `id` is the user's uid, `fecha` the sign-up day (dd/mm/aaaa). */
export type UserRow = {
  id: string;
  nombre: string;
  email: string;
  rol: Role;
  fecha: string;
  activo: boolean;
};

export type Cliente = {
  nombre: string;
  correo: string;
  provincia: string;
  direccion: string;
  cp: string;
  celular: string;
  /** MARKET §14: the barrio of an order with Envío ('' when none was given). */
  barrio?: string;
};

/** GET /api/sheets/sale. */

/** 201 of POST /api/sheets/sale. */
export type SaleCreated = {
  id: number;
  total: MoneyText;
  subtotal: MoneyText;
  recargo: MoneyText;
  /** MARKET §14: the zone's Envío fee, part of the total ("0.00" when none), and the zone's nombre. */
  envioCosto: MoneyText;
  zona: string | null;
  /** Pendiente for a web order, Entregado for a point-of-sale sale (MARKET §7). */
  estadoPago: SaleStatus;
  feria: FeriaRef | null;
  cobro: Cobro;
  /** The order page's private path ("/pedido/{id}?t=…") of a web order; null otherwise and in a
   * replayed answer (only the token's hash is kept). */
  pedido: string | null;
  /** A point-of-sale cash sale that found no open register (MARKET §3). */
  fueraDeCaja?: boolean;
  /** MARKET §7: where the customer pays an order paid by Mercado Pago (the preference's
   * init_point); absent when Mercado Pago failed or did not answer. */
  pagarEn?: string;
  /** MARKET §11: the Mercado Pago order a stall QR sale waits on; absent when none was made. */
  qr?: SaleQr;
};

export type SaleDetailLine = {
  idProducto: number | null; // null once the product has been deleted: the line stays as sold
  sku: string;
  nombre: string;
  marca: string;
  medida: string;
  precio: number;
  cantidad: number;
  subtotal: MoneyText;
  /** MARKET §8: "kg" lines count grams. */
  unidad: Unidad;
};

/** MARKET §13.3: one notice of a sale; `fecha` is the ISO instant of its last change. */
export type AvisoDto = {
  evento: string;
  canal: 'whatsapp';
  estado: AvisoEstado;
  fecha: string;
  detalle: string | null;
};

/** GET /api/sheets/sale/{id}. */
export type SaleDetail = {
  id: number;
  fecha: string;
  hora: string;
  estadoPago: SaleStatus;
  formaPago: PaymentMethod;
  envio: DeliveryMethod;
  canal?: SaleChannel;
  subtotal: MoneyText;
  recargo: MoneyText;
  /** MARKET §14: the zone's Envío fee, part of the total ("0.00" when none), and the zone's nombre. */
  envioCosto: MoneyText;
  zona: string | null;
  total: MoneyText;
  /** MARKET §13.3: `avisosWhatsapp`, the customer asked for WhatsApp notices. */
  cliente: Cliente & { avisosWhatsapp: boolean };
  lineas: SaleDetailLine[];
  feria: FeriaRef | null;
  cobro: Cobro;
  /** MARKET §9: the subscription that generated the order, if one did. */
  suscripcionId?: number | null;
  /** MARKET §12: the sale's Factura C and, once annulled, its Nota de Crédito C. */
  factura?: FacturaDto | null;
  notaCredito?: FacturaDto | null;
  /** API.md round 5: an Anulado sale paid after its annulment — "Pago recibido de una venta
   * anulada: devolver" (cobros minus devoluciones recorded on it, pesos); absent otherwise. */
  devolver?: { monto: number };
  /** MARKET §13.3: its WhatsApp notices, oldest first ([] when none). */
  avisos: AvisoDto[];
};

/** One sale in GET /api/sheets/sales/{userId}. */
export type PurchaseDto = {
  id: number;
  fecha: string;
  estadoPago: SaleStatus;
  formaPago: PaymentMethod;
  envio: DeliveryMethod;
  total: MoneyText;
  /** MARKET §14: the Envío fee in the total ("0.00" when none) and the zone's nombre. */
  envioCosto: MoneyText;
  zona: string | null;
  feria: FeriaPickup | null;
  cobro: Cobro;
  /** The order page without its token: the signed-in owner opens it with the session. */
  pedido: string | null;
  /** MARKET §9: the subscription that generated the order (null when none). */
  suscripcionId: number | null;
  /** MARKET §13.3: the customer asked for WhatsApp notices. */
  cliente: { avisosWhatsapp: boolean };
  /** MARKET §12: its Factura C and Nota de Crédito C (null when none). */
  factura?: FacturaDto | null;
  notaCredito?: FacturaDto | null;
  lineas: {
    idProducto: number | null;
    nombre: string;
    marca: string;
    medida: string;
    /** MARKET §8: "kg" lines count grams. */
    cantidad: number;
    unidad: Unidad;
    precio: number;
    subtotal: MoneyText;
    url: string;
  }[];
};

/** PUT /api/sheets/sale/{id}/changestate/{estado} and DELETE /api/sheets/delete/sale/{id}. */
export type SaleStatusChanged = { id: number; estadoPago: SaleStatus };

/** GET /api/sheets/cashflow; amounts in pesos. */
export type CashSummary = {
  cajaInicial: number;
  ingresos: number;
  gastos: number;
  cajaFinal: number;
  entradas: CashEntry[];
};

export type Section = { id: number; seccion: 1 | 2 | 3; imageUrl: string; texto: string };

/** GET /api/config: public shop settings, nothing secret. */
export type PublicConfig = {
  shopName: string;
  phone: string;
  email: string;
  transferAlias: string;
  transferCbu: string;
  transferHolder: string;
  city: string;
  postalCode: string;
  instagram: string;
  googleClientId: string | null;
  /** MARKET §7: Mercado Pago is set up, so the basket offers it. */
  mercadoPago: boolean;
  /** MARKET §11: the stall shows a Mercado Pago QR for the exact amount and waits for it. */
  qrPuesto?: boolean;
  /** MARKET §12: ARCA invoices are on (checkout offers "CUIT o DNI para la factura"). */
  factura?: boolean;
  /** MARKET §13.3: WhatsApp's automatic notices are on (the opt-in box shows). */
  whatsapp?: boolean;
  /** MARKET §14: at least one delivery zone is active (Envío asks for the barrio). */
  envioPorZonas?: boolean;
};

/** GET /api/catalog. */

/** PUT /api/sheets/product/{id}. */

/** POST /api/sheets/images. */

export type ApiIssue = { path: string; message: string };

/** Every 4xx/5xx body; the 409 of a sale also names the product and what is left. */
export type ApiError = {
  error: string;
  issues?: ApiIssue[];
  productId?: number;
  disponibles?: number;
};

/** MARKET §11: a stall QR sale's Mercado Pago order: `datos` is drawn as the QR code. */
export type SaleQr = { ordenId: string; datos: string; vence: string };

/** MARKET §11: `GET /api/sheets/sale/{id}/cobro`, what the point of sale polls. */
export type SaleCobroState = {
  estado: 'pendiente' | 'cobrado';
  medio: string;
  fecha: string | null;
};
