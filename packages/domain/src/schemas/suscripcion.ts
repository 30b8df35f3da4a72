// The bodies of the subscription calls (MARKET §9). Zod checks each field's shape with the §9
// message; `checkPlace` checks what needs the ferias (Retiro's place, Envío's address).
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { SUS_MSG } from '../messages/suscripciones.ts';
import { WEB_PAYMENT_METHODS } from '../rules/payment.ts';
import { FRECUENCIAS, MAX_BOLSONES, SUS_ENVIOS, type SusEnvio } from '../rules/suscripciones.ts';
import { MAX_INT32 } from './bounds.ts';

const cantidad = z
  .number({ error: SUS_MSG.cantidad })
  .int({ error: SUS_MSG.cantidad })
  .min(1, { error: SUS_MSG.cantidad })
  .max(MAX_BOLSONES, { error: SUS_MSG.cantidad });
const frecuencia = z.enum(FRECUENCIAS, { error: SUS_MSG.frecuencia });
// An unknown envío leaves no place to choose: "Elegí el lugar de retiro".
const envio = z.enum(SUS_ENVIOS, { error: SUS_MSG.lugarRequerido });
const text = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message }).nullable().optional();
const lugar = text(120, SUS_MSG.lugarRequerido);
const direccion = text(200, SUS_MSG.direccionRequerida);
// MARKET §14: the barrio of a subscription with Envío while zones are on (at most 60 characters).
const barrio = text(60, MSG.datosInvalidos);
const formaPago = z.enum(WEB_PAYMENT_METHODS, { error: SUS_MSG.formaPago });

export const suscripcionCreateSchema = z.object({
  productoId: z
    .number({ error: SUS_MSG.noAdmite })
    .int({ error: SUS_MSG.noAdmite })
    .min(1, { error: SUS_MSG.noAdmite })
    .max(MAX_INT32, { error: SUS_MSG.noAdmite }),
  cantidad,
  frecuencia,
  envio,
  lugar,
  direccion,
  barrio,
  formaPago,
  // MARKET §13.3: notices by WhatsApp to the account's celular.
  avisosWhatsapp: z.boolean({ error: MSG.datosInvalidos }).default(false),
});
export type SuscripcionCreate = z.infer<typeof suscripcionCreateSchema>;

export const suscripcionUpdateSchema = z.object({
  cantidad: cantidad.optional(),
  frecuencia: frecuencia.optional(),
  envio: envio.optional(),
  lugar,
  direccion,
  barrio,
  formaPago: formaPago.optional(),
  avisosWhatsapp: z.boolean({ error: MSG.datosInvalidos }).optional(),
});
export type SuscripcionUpdate = z.infer<typeof suscripcionUpdateSchema>;

export const saltearSchema = z.object({
  feriaId: z
    .number({ error: SUS_MSG.feriaAjena })
    .int({ error: SUS_MSG.feriaAjena })
    .min(1, { error: SUS_MSG.feriaAjena })
    .max(MAX_INT32, { error: SUS_MSG.feriaAjena }),
  saltear: z.boolean({ error: SUS_MSG.feriaAjena }),
});

/**
 * Retiro needs a place with programada ferias, Envío an address. Returns the values to store
 * (the place as the ferias write it) or the message of the first rule broken.
 */
export function checkPlace(
  input: { envio: SusEnvio; lugar?: string | null; direccion?: string | null },
  lugares: readonly string[],
  same: (a: string, b: string) => boolean,
): { ok: true; lugar: string | null; direccion: string | null } | { ok: false; message: string } {
  if (input.envio === 'Retiro') {
    const wanted = input.lugar?.trim() ?? '';
    if (!wanted) return { ok: false, message: SUS_MSG.lugarRequerido };
    const found = lugares.find((l) => same(l, wanted));
    if (!found) return { ok: false, message: SUS_MSG.lugarSinFerias };
    return { ok: true, lugar: found, direccion: null };
  }
  const direccion = input.direccion?.trim() ?? '';
  if (!direccion) return { ok: false, message: SUS_MSG.direccionRequerida };
  return { ok: true, lugar: null, direccion };
}

/** A subscription as the API answers it (MARKET §9). */
export type Suscripcion = {
  id: number;
  productoId: number;
  nombre: string;
  /** MARKET §9 (round 5): its product's current "Contenido de esta semana". */
  contenido: string;
  cantidad: number;
  frecuencia: (typeof FRECUENCIAS)[number];
  envio: SusEnvio;
  lugar: string | null;
  direccion: string | null;
  /** MARKET §14: its barrio (Envío while zones are on) and that barrio's active zone now. */
  barrio: string | null;
  zona: string | null;
  formaPago: (typeof WEB_PAYMENT_METHODS)[number];
  estado: 'activa' | 'pausada' | 'cancelada';
  creadaEn: string;
  /** MARKET §13.3: notices by WhatsApp to the account's celular. */
  avisosWhatsapp: boolean;
  proxima: {
    feriaId: number;
    fecha: string;
    lugar: string;
    cierre: string;
    pedidoId: number | null;
    salteada: boolean;
    sinStock: boolean;
  } | null;
  /** The order's state, for "Mis bolsones" (an addition: the screen shows it). */
  pedidoEstado?: string | null;
  cliente?: { nombre: string; correo: string; celular: string };
};

export type GenerationResult = {
  creados: number;
  sinStock: { suscripcionId: number; feriaId: number }[];
};

export type SuscripcionResumen = {
  feria: { id: number; fecha: string; lugar: string; cierre: string };
  bolsones: { productoId: number; nombre: string; cantidad: number; pedidos: number }[];
  salteadas: number;
  sinStock: number;
};
