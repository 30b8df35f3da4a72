// argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. The native
// library is loaded with the first password, not on every start. Every hash and check waits its
// turn at the gate, so a burst of them cannot starve the other requests.
import { GateBusyError, type GateLane, verifyGate } from './verify-gate.ts';

const argon2 = () => import('@node-rs/argon2');

/** `lane`: who waits, when a request asks (its address's share of the line, API.md round 4). */
export const hashPassword = async (password: string, lane?: GateLane) =>
  verifyGate.run(async () => (await argon2()).hash(password), lane);

export async function verifyPassword(
  hashed: string | null,
  password: string,
  lane?: GateLane,
): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verifyGate.run(async () => (await argon2()).verify(hashed, password), lane);
  } catch (err) {
    // A full line is the server's state, not a wrong password: the route answers 503.
    if (err instanceof GateBusyError) throw err;
    return false;
  }
}
