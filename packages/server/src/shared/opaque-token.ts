// Opaque tokens (session cookies, account links, the order page's link, DESIGN §3.18): 256 random
// bits in base64url go to the person; only their SHA-256 is stored, so a copy of the database
// opens nothing.
import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a token: its SHA-256 in hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token and the hash to store for it. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
