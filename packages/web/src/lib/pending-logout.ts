// A sign-out made with no signal (MARKET §3): the device forgets the session at once, and the
// server's session is ended as soon as there is a connection again. Until then every session
// check answers "nobody", so a signed-out phone never opens Control from the old cookie.
const KEY = 'feria.salidaPendiente';

export function hasPendingLogout(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function markPendingLogout(): void {
  try {
    localStorage.setItem(KEY, new Date().toISOString());
  } catch {
    // Private mode: the sign-out still happens now if the call gets through.
  }
}

export function clearPendingLogout(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

let flushing: Promise<boolean> | null = null;

/**
 * Sends the pending POST /api/logout; true once the server answered (the session is over, or
 * there was none). One at a time; false while there is no connection.
 */
export function flushPendingLogout(): Promise<boolean> {
  if (!hasPendingLogout()) return Promise.resolve(true);
  flushing ??= fetch('/api/logout', { method: 'POST', credentials: 'same-origin' })
    .then((response) => {
      if (response.status >= 500) return false;
      clearPendingLogout();
      return true;
    })
    .catch(() => false)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
