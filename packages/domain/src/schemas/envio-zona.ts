// Bodies of the delivery zone and origin calls (MARKET §14): POST/PUT /api/envios/zonas, PUT /api/envios/origen.
import { z } from 'zod';
import { ENVIO_MSG } from '../messages/envios.ts';
import { normalizeText } from '../rules/catalog.ts';

/**
 * @internal Exported for its tests.
 * Each barrio trimmed, blanks dropped, a repeat (ignoring case and accents) kept once with its
 * first spelling.
 */
export const limpiarBarrios = (barrios: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of barrios) {
    const barrio = raw.trim();
    const key = normalizeText(barrio);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(barrio);
  }
  return out;
};

const barrios = z
  .array(z.string({ error: ENVIO_MSG.barriosRequeridos }), { error: ENVIO_MSG.barriosRequeridos })
  .transform(limpiarBarrios)
  .check((ctx) => {
    const list = ctx.value;
    const problem =
      list.length === 0
        ? ENVIO_MSG.barriosRequeridos
        : list.length > 200
          ? ENVIO_MSG.barriosMuchos
          : list.some((b) => b.length > 60)
            ? ENVIO_MSG.barrioLargo
            : null;
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: list });
  });

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const zonaSchema = z.object({
  nombre: z
    .string({ error: ENVIO_MSG.nombreRequerido })
    .trim()
    .min(1, { error: ENVIO_MSG.nombreRequerido })
    .max(60, { error: ENVIO_MSG.nombreRequerido }),
  barrios,
  costo: z
    .number({ error: ENVIO_MSG.costo })
    .min(0, { error: ENVIO_MSG.costo })
    .max(1_000_000, { error: ENVIO_MSG.costo })
    .refine(twoDecimals, { error: ENVIO_MSG.costo }),
  minimo: z
    .number({ error: ENVIO_MSG.minimo })
    .int({ error: ENVIO_MSG.minimo })
    .min(0, { error: ENVIO_MSG.minimo })
    .max(10_000_000, { error: ENVIO_MSG.minimo })
    .default(0),
  cupo: z
    .number({ error: ENVIO_MSG.cupo })
    .int({ error: ENVIO_MSG.cupo })
    .min(1, { error: ENVIO_MSG.cupo })
    .max(1000, { error: ENVIO_MSG.cupo })
    .nullable()
    .default(null),
  activa: z.boolean({ error: 'Datos inválidos' }).default(true),
});
export type ZonaInput = z.infer<typeof zonaSchema>;

const lat = z
  .number({ error: ENVIO_MSG.ubicacion })
  .min(-90, { error: ENVIO_MSG.ubicacion })
  .max(90, { error: ENVIO_MSG.ubicacion });
const lon = z
  .number({ error: ENVIO_MSG.ubicacion })
  .min(-180, { error: ENVIO_MSG.ubicacion })
  .max(180, { error: ENVIO_MSG.ubicacion });

/** PUT /api/envios/origen: both coordinates or both null (clears it). */
export const origenSchema = z
  .object({
    lat: lat.nullable(),
    lon: lon.nullable(),
    direccion: z.string({ error: 'Datos inválidos' }).trim().max(200).nullable().optional(),
  })
  .refine((o) => (o.lat === null) === (o.lon === null), { error: ENVIO_MSG.ubicacion });
export type OrigenInput = z.infer<typeof origenSchema>;

/** PUT /api/sheets/sale/{id}/ubicacion: a point set by hand. */
export const ubicacionSchema = z.object({ lat, lon });

/** PUT /api/ferias/{id}/reparto/orden: the stops' saleIds in the wanted order. */
export const ordenRepartoSchema = z.object({
  saleIds: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: ENVIO_MSG.listaDistinta })
    .max(5000, { error: ENVIO_MSG.listaDistinta }),
});

/** POST /api/sheets/sale/{id}/reparto: the stop's result, with the cobro taken at the door. */
export const repartoResultadoSchema = z.object({
  resultado: z.enum(['entregado', 'no_estaba'], { error: ENVIO_MSG.resultado }),
  cobro: z
    .object(
      { medio: z.string({ error: 'La forma de pago es inválida' }) },
      { error: 'La forma de pago es inválida' },
    )
    .optional(),
});
export type RepartoResultado = z.infer<typeof repartoResultadoSchema>;
