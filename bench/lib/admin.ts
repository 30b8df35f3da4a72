// The shop's admin signed in over HTTP (startServer sets ADMIN_PASSWORD): a fetch that carries the
// session cookie and the Origin the server asks of every write.
export const ADMIN = { email: 'admin@feria.local', password: 'bench-admin-clave' };

export type AdminFetch = (path: string, init?: RequestInit) => Promise<Response>;

export function signInAdmin(url: string): Promise<AdminFetch> {
  return signIn(url, ADMIN);
}

/** Any account signed in with its e-mail and password (a productor's, MARKET §15). */
export async function signIn(
  url: string,
  account: { email: string; password: string },
): Promise<AdminFetch> {
  const login = await fetch(`${url}/api/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(account),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  return (path, init = {}) =>
    fetch(`${url}${path}`, {
      ...init,
      headers: {
        origin: url,
        cookie,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
}

/** A new feria through the API (MARKET §1), held tomorrow; its cierre as given. */
export async function createFeria(admin: AdminFetch, fecha: string, cierre?: Date) {
  const res = await admin('/api/ferias', {
    method: 'POST',
    body: JSON.stringify({
      fecha,
      desde: '08:00',
      hasta: '13:00',
      lugar: 'Plaza del Bench',
      direccion: 'San Martín 1234',
      ...(cierre ? { cierre: cierre.toISOString() } : {}),
    }),
  });
  if (res.status !== 201) throw new Error(`feria: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; cierre: string };
}
