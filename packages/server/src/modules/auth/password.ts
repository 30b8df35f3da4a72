// argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. The native
// library is loaded with the first password, not on every start.
const argon2 = () => import('@node-rs/argon2');

export const hashPassword = async (password: string) => (await argon2()).hash(password);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await (await argon2()).verify(hashed, password);
  } catch {
    return false;
  }
}
