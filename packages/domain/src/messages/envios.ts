// The Spanish messages of delivery zones and the reparto (MARKET §14), used word for word by server and web.
import { isoDayMonth } from '../rules/dates.ts';
import { formatWholePesos } from '../rules/order-max.ts';

export const ENVIO_MSG = {
  nombreRequerido: 'El nombre es requerido',
  nombreRepetido: 'Ya existe una zona con ese nombre',
  barriosRequeridos: 'Agregá al menos un barrio',
  barriosMuchos: 'Una zona admite hasta 200 barrios',
  barrioLargo: 'Cada barrio admite hasta 60 caracteres',
  costo: 'El costo de envío es inválido',
  minimo: 'El mínimo es inválido',
  cupo: 'El cupo debe ser un número entero entre 1 y 1000',
  zonaNoEncontrada: 'Zona no encontrada',
  barrioRequerido: 'Elegí tu barrio',
  barrioFuera: 'No llegamos a ese barrio: elegí Retiro en la feria',
  ubicacion: 'La ubicación es inválida',
  sinOrigen: 'Configurá el punto de partida en Panel → Envíos',
  listaDistinta: 'La lista no coincide con las paradas del reparto',
  resultado: 'El resultado es inválido',
  noEsEnvio: 'El pedido no es con envío',
  entregadoSoloAnular: 'Un pedido entregado sólo puede anularse',
} as const;

/** 400 of a web order with Envío below its zone's minimum (whole pesos, "$ 8.000"), and the 409
 * of the customer's change that would leave it below. */
export const envioMinimoMsg = (zona: string, minimo: number) =>
  `El envío a ${zona} es con compras desde ${formatWholePesos(minimo)}`;

/** 409 when the zone's cupo for the feria (its ISO fecha, written "dd/mm") is taken. */
export const sinLugaresMsg = (zona: string, fecha: string) =>
  `No quedan lugares de envío para ${zona} el ${isoDayMonth(fecha)}`;

/** 409 when an active zone already holds the barrio. */
export const barrioEnOtraZona = (barrio: string, zona: string) =>
  `El barrio ${barrio} ya está en la zona ${zona}`;
