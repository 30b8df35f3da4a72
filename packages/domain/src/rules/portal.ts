// Producer portal rules (MARKET §15), shared by server and web.

export const PROPUESTA_ESTADOS = ['pendiente', 'aceptada', 'rechazada', 'reemplazada'] as const;
export type PropuestaEstado = (typeof PROPUESTA_ESTADOS)[number];

/** `Propuesta` of MARKET §15: a producer's proposed price; pesos, ISO instants. */
export type Propuesta = {
  id: number;
  productoId: number;
  producto: string;
  productor: { id: number; nombre: string };
  /** The price when proposed. */
  precioActual: number;
  precio: number;
  estado: PropuestaEstado;
  motivo: string | null;
  creadaEn: string;
  resueltaEn: string | null;
};

/** `Acceso` of MARKET §15: a producer's sign-in account. */
export type Acceso = { productorId: number; usuarioId: string; email: string; activo: boolean };
