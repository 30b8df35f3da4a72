// The sale body of POST /api/sheets/sale (API.md). Zod guards only shapes and types; the order
// rules of SPEC §5 ("Hay campos sin completar", "Falta forma de pago"…) are in checkout.ts, which
// the server runs on the parsed body. Unknown keys (prices, totals sent by a client) are dropped:
// the server recomputes every amount (DESIGN §3.7).
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { SALE_CHANNELS } from '../rules/pos.ts';
import { SALE_MOMENT_MAX_LENGTH } from '../rules/sale-moment.ts';
import { MAX_INT32 } from './bounds.ts';
import { feriaIdSchema } from './feria.ts';
import { optionalText } from './fields.ts';

/** Grams of a product sold by weight (MARKET §8); a line by unit is held to 10000 by the server. */
const MAX_LINE_QUANTITY = 1_000_000;
const MAX_SALE_LINES = 200;
/** MARKET §14: a customer's barrio, as a zone's barrio, is at most 60 characters. */
const BARRIO_MAX = 60;

export const saleLineSchema = z.object({
  id: z
    .number({ error: MSG.datosInvalidos })
    .int({ error: MSG.datosInvalidos })
    .positive({ error: MSG.datosInvalidos })
    .max(MAX_INT32, { error: MSG.idInvalido }),
  cantidad: z
    .number({ error: MSG.cantidadEnteraMayorCero })
    .int({ error: MSG.cantidadEnteraMayorCero })
    .min(1, { error: MSG.cantidadEnteraMayorCero })
    .max(MAX_LINE_QUANTITY, { error: MSG.cantidadMaxima }),
});

/** @internal Exported for its tests. */
export const clienteSchema = z.object({
  nombre: optionalText(),
  correo: optionalText(),
  provincia: optionalText(),
  direccion: optionalText(),
  cp: optionalText(),
  celular: optionalText(),
  // MARKET §12: "CUIT o DNI para la factura" and, with a CUIT, the condición frente al IVA.
  documento: z.string({ error: MSG.datosInvalidos }).trim().max(40).optional(),
  condicionIva: z.string({ error: MSG.datosInvalidos }).trim().max(40).optional(),
  // MARKET §13.3: "Quiero recibir avisos … por WhatsApp" (web orders; the stall's are always false).
  avisosWhatsapp: z.boolean({ error: MSG.datosInvalidos }).default(false),
  // MARKET §14: the barrio of an order with Envío while zones are on (its zone, fee and cupo).
  barrio: z
    .string({ error: MSG.datosInvalidos })
    .trim()
    .max(BARRIO_MAX, { error: MSG.datosInvalidos })
    .optional(),
});

export const saleCreateSchema = z.object({
  productos: z
    .array(saleLineSchema, { error: MSG.datosInvalidos })
    .max(MAX_SALE_LINES, { error: MSG.demasiadosProductos })
    .default([]),
  formaPago: optionalText(40, MSG.formaPagoInvalida),
  envio: optionalText(40, MSG.envioInvalido),
  cliente: clienteSchema.prefault({}),
  canal: z.enum(SALE_CHANNELS, { error: MSG.datosInvalidos }).default('web'),
  // The market day of a web order (MARKET §1); absent, the server takes the next open one.
  feriaId: feriaIdSchema.nullable().optional(),
  /** A queued point-of-sale sale's real moment (ISO instant); checked by checkSaleMoment. */
  creadaEn: z
    .string({ error: MSG.ventaFechaInvalida })
    .max(SALE_MOMENT_MAX_LENGTH, { error: MSG.ventaFechaInvalida })
    .optional(),
  /** MARKET §3: the register the device had open when it made a point-of-sale sale. */
  cajaId: z
    .number({ error: MSG.datosInvalidos })
    .int({ error: MSG.datosInvalidos })
    .positive({ error: MSG.datosInvalidos })
    .max(MAX_INT32, { error: MSG.idInvalido })
    .nullable()
    .optional(),
});

export type SaleCreateInput = z.input<typeof saleCreateSchema>;
export type SaleCreate = z.infer<typeof saleCreateSchema>;
