// Where to go back after signing in (`/login?next=…`, DESIGN §3.4). Only a path of this site is
// accepted: anything that could leave it (a scheme, "//host", a backslash trick) is dropped, so a
// crafted link cannot use the login page to send someone elsewhere.

const LOOPING = ['/login', '/register'];

/** The same-site path in `raw`, or null when there is none worth going back to. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tabs, newlines) are ignored by URL parsers and could hide a "//".
  if ([...raw].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) return null;
  // What is left is a path of this site; only its path part decides whether it would loop.
  const pathname = raw.split(/[?#]/, 1)[0] ?? raw;
  if (LOOPING.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return raw;
}

/** `/login?next=<the current page>`, for guards that send a visitor to sign in. */
export function loginPathFor(current: string): string {
  const next = safeNextPath(current);
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
