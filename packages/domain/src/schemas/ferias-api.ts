// Response shapes of the ferias calls (MARKET §1), shared by server and web.
import type { Cobro } from '../rules/cobro.ts';
import type { Feria } from '../rules/ferias.ts';
import type { PaymentMethod } from '../rules/payment.ts';
import type { SaleStatus } from '../rules/sale-status.ts';

/** One row of GET /api/ferias: web orders (Anulado excluded) and their total ("1234.50"). */
export type FeriaListItem = Feria & { pedidos: number; total: string };

export type FeriaCancelled = {
  id: number;
  estado: 'cancelada';
  movidos: number;
  /** MARKET §14: the moved Envío orders that put their zone over its cupo at the new feria. */
  excedidos: { saleId: number; zona: string }[];
};

export type PrepLine = {
  idProducto: number | null;
  nombre: string;
  marca: string;
  medida: string;
  cantidad: number;
  precio: string;
  subtotal: string;
  /** MARKET §8: "kg" counts grams. */
  unidad?: string;
};

export type PrepOrder = {
  id: number;
  cliente: { nombre: string; celular: string; correo: string; direccion: string };
  envio: string;
  formaPago: string;
  estadoPago: SaleStatus;
  total: string;
  /** MARKET §14: the Envío fee in the total ("0.00" when none) and the zone's nombre. */
  envioCosto: string;
  zona: string | null;
  cobro: Cobro;
  lineas: PrepLine[];
  /** MARKET §9: made by a subscription; Preparación marks it "Bolsón". */
  bolson?: boolean;
};

export type PrepProduct = {
  idProducto: number | null;
  nombre: string;
  marca: string;
  medida: string;
  cantidad: number;
  pedidos: number;
  /** MARKET §8: "kg" counts grams (the product's kg total). */
  unidad?: string;
};

export type Preparation = {
  feria: Feria;
  productos: PrepProduct[];
  pedidos: PrepOrder[];
  caja: { porMedio: Record<PaymentMethod, string>; web: string; puesto: string; total: string };
  /** MARKET §15: the producers who marked "No llevo" for this feria, by name. */
  noVienen: { id: number; nombre: string }[];
};
