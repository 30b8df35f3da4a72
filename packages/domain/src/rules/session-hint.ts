// Issue 62 item 10: API.md keeps 401 for `GET /api/session` with nobody signed in, and Chromium
// logs every 401 in the console. So the server sets, beside the httpOnly session cookie, a
// readable cookie that only says "there may be a session"; without it the web does not ask.
// It carries no secret: forging it only makes the browser ask, and get the 401.

/** The readable cookie set with every session and cleared with it. */
export const SESSION_HINT = 'feria_sesion';

/** Whether a `document.cookie` string carries the hint. */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT}=`));
}
