// What the stall's phone says about sales kept on the device while offline (MARKET §3).
import { plural } from '../rules/plural.ts';

const ventas = (n: number) => plural(n, 'venta');

export const OFFLINE_MSG = {
  /** "Sin conexión", with the count only when something waits. */
  sinConexion: (n: number) => (n > 0 ? `Sin conexión · ${ventas(n)} por enviar` : 'Sin conexión'),
  porEnviar: (n: number) => `${ventas(n)} por enviar`,
  paraRevisar: (n: number) => `${n} para revisar`,
  guardada: 'Sin conexión: la venta quedó guardada en este dispositivo y se enviará sola',
  enviadas: 'Se enviaron las ventas guardadas',
  revisar: 'Revisar',
  sinMotivo: 'El servidor no aceptó la venta',
  deOtraPersona: (nombre: string) => `Venta de otra persona: ${nombre}`,
  /** Asked before signing out with sales of this seller still on the device. */
  cerrarSesion: (n: number) =>
    n === 1
      ? 'Hay 1 venta sin enviar. Si cerrás sesión queda guardada en este teléfono hasta que vuelvas a ingresar'
      : `Hay ${n} ventas sin enviar. Si cerrás sesión quedan guardadas en este teléfono hasta que vuelvas a ingresar`,
} as const;
