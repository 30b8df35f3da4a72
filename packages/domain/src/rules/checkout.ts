// The ordered checks of SPEC §5 for a web order ("Confirmar pedido") and a point-of-sale sale
// ("Crear Venta"). Each returns the FIRST failing message, or null. The web page and the server
// run the same functions, so both answer with the same sentence.
import { MSG } from '../messages/shop.ts';
import type { Cliente } from '../schemas/api-types.ts';
import { isDeliveryMethod, isPosPaymentMethod, isWebPaymentMethod } from './payment.ts';

/** The customer fields of the basket page, in the order they are shown. */
export const CLIENTE_FIELDS = [
  'nombre',
  'correo',
  'provincia',
  'direccion',
  'cp',
  'celular',
] as const;

/** What a pickup at the feria needs: a name, where to write and a phone (issue 33). */
const RETIRO_FIELDS = ['nombre', 'correo', 'celular'] as const;

/**
 * The customer fields an order must have: all six for Envío (SPEC §5), three for Retiro.
 * @internal Exported for its tests.
 */
export function requiredClienteFields(envio: string): readonly (keyof Cliente)[] {
  return envio.trim() === 'retiro' ? RETIRO_FIELDS : CLIENTE_FIELDS;
}

/** The required fields left blank, in the order they are shown. */
export function missingClienteFields(cliente: Cliente, envio: string): (keyof Cliente)[] {
  return requiredClienteFields(envio).filter((field) => isBlank(cliente[field]));
}

/** @internal Exported for its tests. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

// zod's own e-mail pattern (z.email(), zod/v4/core/regexes.ts), written here because this file
// reaches the storefront's first page (through the point-of-sale ticket in the store) and zod
// would add ~25 kB gzipped to it. The server's schemas still use z.email(): the same rule.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * One e-mail address, or the message that says what is wrong with it: a list of several
 * ("a@x.com, b@y.com": the confirmation would go to all of them) or no address at all.
 * @internal Exported for its tests.
 */
export function correoProblem(correo: string): string | null {
  const text = correo.trim();
  if (/[,;\s]/.test(text) || text.split('@').length > 2) return MSG.correoUnico;
  return EMAIL.test(text) ? null : MSG.emailInvalido;
}

/**
 * Basket page, in SPEC order: a blank customer field (for Retiro only nombre, correo and celular
 * are asked), no payment, no delivery, empty basket,
 * blank name. Beyond the spec, after those: a payment other than efectivo/transferencia, a
 * delivery other than retiro/envio, and an e-mail that is not one (the confirmation goes there).
 */
export function checkWebOrder(input: {
  cliente: Cliente;
  formaPago: string;
  envio: string;
  lineCount: number;
}): string | null {
  const { cliente } = input;
  if (missingClienteFields(cliente, input.envio).length > 0) return MSG.camposSinCompletar;
  if (isBlank(input.formaPago)) return MSG.faltaFormaPago;
  if (isBlank(input.envio)) return MSG.faltaEnvio;
  if (input.lineCount <= 0) return MSG.canastaVacia;
  if (isBlank(cliente.nombre)) return MSG.faltaNombreCliente;
  if (!isWebPaymentMethod(input.formaPago.trim())) return MSG.formaPagoInvalida;
  if (!isDeliveryMethod(input.envio.trim())) return MSG.envioInvalido;
  return correoProblem(cliente.correo);
}

/**
 * Point-of-sale, in SPEC order: no payment, empty cart, no delivery. The customer's name is
 * optional at the stall (issue 33: a sale to a passer-by needs none). Beyond the spec, after those: an unknown payment or delivery value, and an e-mail (optional
 * there) that is not exactly one address.
 */
export function checkPosSale(input: {
  nombre?: string;
  correo?: string;
  formaPago: string;
  envio: string;
  lineCount: number;
}): string | null {
  if (isBlank(input.formaPago)) return MSG.faltaFormaPago;
  if (input.lineCount <= 0) return MSG.carritoVacio;
  if (isBlank(input.envio)) return MSG.faltaEnvio;
  // Mercado Pago is paid online: the stall never takes it.
  if (!isPosPaymentMethod(input.formaPago.trim())) return MSG.formaPagoInvalida;
  if (!isDeliveryMethod(input.envio.trim())) return MSG.envioInvalido;
  if (!isBlank(input.correo)) return correoProblem(input.correo ?? '');
  return null;
}

/** The same product sent twice becomes one line with the quantities added, in first-seen order. */
export function mergeSaleLines<T extends { id: number; cantidad: number }>(
  lines: readonly T[],
): T[] {
  const merged = new Map<number, T>();
  for (const line of lines) {
    const seen = merged.get(line.id);
    merged.set(line.id, seen ? { ...seen, cantidad: seen.cantidad + line.cantidad } : { ...line });
  }
  return [...merged.values()];
}
