// argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. The native
// library is loaded with the first password, not on every start. Every hash and check waits its
// turn at the gate, so a burst of them cannot starve the other requests.
import { GateBusyError, verifyGate } from './verify-gate.ts';

const argon2 = () => import('@node-rs/argon2');

export const hashPassword = async (password: string) =>
  verifyGate.run(async () => (await argon2()).hash(password));

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verifyGate.run(async () => (await argon2()).verify(hashed, password));
  } catch (err) {
    // A full line is the server's state, not a wrong password: the route answers 503.
    if (err instanceof GateBusyError) throw err;
    return false;
  }
}
