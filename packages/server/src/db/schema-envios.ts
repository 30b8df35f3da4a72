// Delivery zones (MARKET §14): lists of barrios with a fee, a minimum and places per feria.
// The origin of the reparto is a shop setting (settings key "envio_origen").
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const envioZonas = pgTable(
  'envio_zonas',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    // The nombre folded (lowercase, no accents, one space): unique among all zones.
    nombreClave: text('nombre_clave').notNull(),
    barrios: jsonb('barrios').$type<string[]>().notNull(),
    costoCents: integer('costo_cents').notNull(),
    minimo: integer('minimo').notNull().default(0),
    cupo: integer('cupo'),
    activa: boolean('activa').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('envio_zonas_nombre_key').on(t.nombreClave),
    check('envio_zonas_costo_check', sql`${t.costoCents} between 0 and 100000000`),
    check('envio_zonas_minimo_check', sql`${t.minimo} between 0 and 10000000`),
    check('envio_zonas_cupo_check', sql`${t.cupo} is null or ${t.cupo} between 1 and 1000`),
  ],
);

/** MARKET §14 "Geocoding": each distinct Envío address asked of Georef once (migration 0052). */
export const georefDirecciones = pgTable('georef_direcciones', {
  clave: text('clave').primaryKey(),
  estado: text('estado')
    .$type<'pendiente' | 'ubicada' | 'sin_ubicacion' | 'fallida'>()
    .notNull()
    .default('pendiente'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  intentos: integer('intentos').notNull().default(0),
  proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
  actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
});
