// The order page's private link (MARKET §7): a random 128-bit-plus token made with the web order;
// only its SHA-256 is stored, as for the account links (hashToken).
import { randomBytes } from 'node:crypto';
import { hashToken } from '../account/tokens.ts';

/** A fresh token (256 bits, base64url) and the hash to store with the order. */
export function newPedidoToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The order page's path for a token: what the web opens and the e-mail links to. */
export const pedidoPath = (id: number, token: string) =>
  `/pedido/${id}?t=${encodeURIComponent(token)}`;

export { hashToken as hashPedidoToken };
