// The point-of-sale ticket ("Orden Actual") as a state machine: the lines (the cart rules of
// cart.ts), the customer's name, payment and delivery, and the idempotency key of the sale being
// sent. Any edit forgets the key, because the same key with another body is another sale; a
// retry of an unchanged ticket reuses it, so a lost answer never charges a customer twice.

import type { SaleCreateInput } from '../schemas/sale.ts';
import { type CartAction, type CartItem, cartReducer, cartTotalCents } from './cart.ts';
import { parseStoredCart } from './cart-storage.ts';
import { checkPosSale } from './checkout.ts';
import { receptorDe } from './factura.ts';
import {
  type DeliveryMethod,
  isDeliveryMethod,
  isPaymentMethod,
  type PaymentMethod,
} from './payment.ts';
import { type SaleAmounts, saleAmounts } from './pos.ts';

export const POS_TICKET_STORAGE_KEY = 'feria.pos';

export type PosTicket = {
  items: CartItem[];
  nombre: string;
  formaPago: PaymentMethod | '';
  envio: DeliveryMethod | '';
  /** Idempotency-Key of the sale sent for this exact ticket; null until "Crear Venta". */
  saleKey: string | null;
  /** MARKET §12: "CUIT o DNI para la factura" and, with a CUIT, the condición frente al IVA. */
  documento?: string;
  condicionIva?: string;
};

export type PosTicketAction =
  | { type: 'cart'; action: CartAction }
  | { type: 'nombre'; value: string }
  | { type: 'formaPago'; value: string }
  | { type: 'envio'; value: string }
  | { type: 'documento'; value: string }
  | { type: 'condicionIva'; value: string }
  | { type: 'sending'; key: string }
  | { type: 'created' }
  /** A sale kept on the device brought back to fix it: it will be sent under a new key. */
  | { type: 'load'; ticket: PosTicket };

/**
 * A new ticket: at the stall most sales are paid in cash and taken away (issue 33), so Efectivo
 * and Retiro come chosen; the customer's name is optional there.
 */
export const EMPTY_TICKET: PosTicket = {
  items: [],
  nombre: '',
  formaPago: 'efectivo',
  envio: 'retiro',
  saleKey: null,
};

const NAME_MAX = 200;
const FACTURA_MAX = 40;

/** The invoice's fields, kept only when typed (an untouched ticket has none). */
function withFactura(ticket: PosTicket, documento: string, condicionIva: string): PosTicket {
  const { documento: _d, condicionIva: _c, ...rest } = ticket;
  return {
    ...rest,
    ...(documento ? { documento } : {}),
    ...(condicionIva ? { condicionIva } : {}),
    saleKey: null,
  };
}

export function posTicketReducer(ticket: PosTicket, action: PosTicketAction): PosTicket {
  switch (action.type) {
    case 'cart': {
      const items = cartReducer(ticket.items, action.action);
      // A stock refresh that changes nothing is not an edit: the key survives it.
      const same =
        items.length === ticket.items.length &&
        items.every((line, i) => line.cantidad === ticket.items[i]?.cantidad);
      if (action.action.type === 'sync' && same) return { ...ticket, items };
      return { ...ticket, items, saleKey: null };
    }
    case 'nombre':
      return { ...ticket, nombre: action.value.slice(0, NAME_MAX), saleKey: null };
    case 'formaPago':
      return {
        ...ticket,
        formaPago: isPaymentMethod(action.value) ? action.value : '',
        saleKey: null,
      };
    case 'envio':
      return {
        ...ticket,
        envio: isDeliveryMethod(action.value) ? action.value : '',
        saleKey: null,
      };
    case 'documento':
      return withFactura(ticket, action.value.slice(0, FACTURA_MAX), ticket.condicionIva ?? '');
    case 'condicionIva':
      return withFactura(ticket, ticket.documento ?? '', action.value.slice(0, FACTURA_MAX));
    case 'sending':
      return { ...ticket, saleKey: ticket.saleKey ?? action.key };
    case 'created':
      return EMPTY_TICKET;
    case 'load':
      return { ...action.ticket, saleKey: null };
  }
}

/** Subtotal, surcharge and total shown live; no payment chosen yet shows no surcharge. */
export function ticketAmounts(ticket: Pick<PosTicket, 'items' | 'formaPago'>): SaleAmounts {
  return saleAmounts(cartTotalCents(ticket.items), ticket.formaPago || 'efectivo', 'pos');
}

/** "Crear Venta": the first failing check of SPEC §5, or null. */
export function checkTicket(ticket: PosTicket): string | null {
  return checkPosSale({
    nombre: ticket.nombre,
    formaPago: ticket.formaPago,
    envio: ticket.envio,
    lineCount: ticket.items.length,
  });
}

/** MARKET §12: what is wrong with the ticket's CUIT o DNI (the server's own words), or null. */
export function checkTicketFactura(ticket: PosTicket): string | null {
  const receptor = receptorDe(ticket.documento, ticket.condicionIva, ticketAmounts(ticket).total);
  return receptor.ok ? null : receptor.message;
}

/** `cliente.documento` and `cliente.condicionIva` when a CUIT o DNI was typed. */
function facturaFields(ticket: PosTicket): { documento?: string; condicionIva?: string } {
  const documento = ticket.documento?.trim() ?? '';
  if (!documento) return {};
  return { documento, ...(ticket.condicionIva ? { condicionIva: ticket.condicionIva } : {}) };
}

/**
 * The body of POST /api/sheets/sale for this ticket: ids and quantities only; a cash sale names
 * the register the device has open (`cajaId`, MARKET §3), when it knows one.
 */
export function ticketSaleBody(
  ticket: PosTicket,
  cajaId?: number | null,
  feriaId?: number | null,
): SaleCreateInput {
  const body: SaleCreateInput = {
    productos: ticket.items.map((line) => ({ id: line.id, cantidad: line.cantidad })),
    formaPago: ticket.formaPago,
    envio: ticket.envio,
    cliente: { nombre: ticket.nombre.trim(), ...facturaFields(ticket) },
    canal: 'pos',
  };
  if (ticket.formaPago === 'efectivo' && typeof cajaId === 'number') body.cajaId = cajaId;
  // With several ferias today, the one the stall sells for (MARKET §1).
  if (typeof feriaId === 'number') body.feriaId = feriaId;
  return body;
}

/** A ticket read back from local storage; anything unusable becomes empty, never an error. */
export function parseStoredTicket(stored: unknown): PosTicket {
  let value = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      return EMPTY_TICKET;
    }
  }
  if (typeof value !== 'object' || value === null) return EMPTY_TICKET;
  const raw = value as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const formaPago = text(raw.formaPago);
  const envio = text(raw.envio);
  const key = text(raw.saleKey);
  const ticket: PosTicket = {
    items: parseStoredCart(raw.items),
    nombre: text(raw.nombre).slice(0, NAME_MAX),
    formaPago: isPaymentMethod(formaPago) ? formaPago : EMPTY_TICKET.formaPago,
    envio: isDeliveryMethod(envio) ? envio : EMPTY_TICKET.envio,
    saleKey: /^[\w-]{8,200}$/.test(key) ? key : null,
  };
  const documento = text(raw.documento).slice(0, FACTURA_MAX);
  const condicionIva = text(raw.condicionIva).slice(0, FACTURA_MAX);
  if (!documento && !condicionIva) return ticket;
  return { ...withFactura(ticket, documento, condicionIva), saleKey: ticket.saleKey };
}

export function serializeTicket(ticket: PosTicket): string {
  return JSON.stringify(ticket);
}

/** Nothing worth keeping (no lines, no name, the usual choices): the stored copy can go. */
export function isEmptyTicket(ticket: PosTicket): boolean {
  return (
    ticket.items.length === 0 &&
    ticket.nombre === '' &&
    !ticket.documento &&
    ticket.formaPago === EMPTY_TICKET.formaPago &&
    ticket.envio === EMPTY_TICKET.envio
  );
}

/**
 * "Paga con" → "Vuelto": the change to give back, in cents; negative when the customer's money
 * does not cover the total (what is missing). Null when nothing usable was typed.
 */
export function changeDue(totalCents: number, pagaConCents: number | null): number | null {
  if (pagaConCents === null || !Number.isFinite(pagaConCents) || pagaConCents <= 0) return null;
  return pagaConCents - totalCents;
}
