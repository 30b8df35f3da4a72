// API.md round 5: subscribing needs a confirmed e-mail, and one account holds at most
// BOLSONES_POR_CUENTA units of one bolsón across its subscriptions that are not cancelled
// (checked when subscribing, when changing `cantidad` and on reanudar).

export const SIN_CONFIRMAR_MSG = 'Confirmá tu correo para suscribirte';

export const bolsonesTopeMsg = (max: number): string =>
  `Podés suscribirte a ${max} bolsones como máximo`;

/** True when `cantidad` more units next to the `held` ones pass the account's `max`. */
export const overBolsones = (held: number, cantidad: number, max: number): boolean =>
  held + cantidad > max;
