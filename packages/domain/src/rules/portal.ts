// Producer portal rules (MARKET §15), shared by server and web.

export type PropuestaEstado = 'pendiente' | 'aceptada' | 'rechazada' | 'reemplazada';

/** `Acceso` of MARKET §15: a producer's sign-in account. */
export type Acceso = { productorId: number; usuarioId: string; email: string; activo: boolean };
