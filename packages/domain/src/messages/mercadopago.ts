// What the shop says when Mercado Pago cannot be reached (MARKET §7).

export const MP_MSG = {
  noResponde: 'Mercado Pago no responde, probá de nuevo en unos minutos',
} as const;
