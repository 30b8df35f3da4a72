// The order page's private link (MARKET §7): a token made with the web order
// (shared/opaque-token.ts; only its SHA-256 is stored, as for sessions and account links).

/** The order page's path for a token: what the web opens and the e-mail links to. */
export const pedidoPath = (id: number, token: string) =>
  `/pedido/${id}?t=${encodeURIComponent(token)}`;
