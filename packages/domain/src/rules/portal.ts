// Producer portal rules (MARKET §15), shared by server and web.

export const PROPUESTA_ESTADOS = ['pendiente', 'aceptada', 'rechazada', 'reemplazada'] as const;
export type PropuestaEstado = (typeof PROPUESTA_ESTADOS)[number];

/** `Acceso` of MARKET §15: a producer's sign-in account. */
export type Acceso = { productorId: number; usuarioId: string; email: string; activo: boolean };

/** `Propuesta` of MARKET §15 (prices in pesos). */
export type Propuesta = {
  id: number;
  productoId: number;
  producto: string;
  productor: { id: number; nombre: string };
  precioActual: number;
  precio: number;
  estado: PropuestaEstado;
  motivo: string | null;
  creadaEn: string;
  resueltaEn: string | null;
};

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** "{día dd/mm}" of MARKET §15 from a feria's aaaa-mm-dd: "sábado 05/12". */
export function diaFeria(fecha: string): string {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}`;
}
