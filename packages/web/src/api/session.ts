import { hasSessionHint, SESSION_HINT } from '@feria/domain/rules/session-hint';
import type { User } from '@feria/domain/schemas/api-types';
import { flushPendingLogout, hasPendingLogout } from '../lib/pending-logout.ts';
import {
  answerLocally,
  loadShopData,
  refreshShopData,
  shapeShopData,
  useShopData,
} from '../lib/shop-data.ts';

const SESSION = '/session';

// Issue 62 item 10: without the server's session hint nobody is signed in, and the page does not
// ask (API.md's 401 would be logged by the browser as a console error on every visitor's page).
answerLocally(SESSION, () => (hasSessionHint(document.cookie) ? null : { data: null }));

// 401 is the ordinary "nobody is signed in" answer: null, not an error. In the back-office the
// answer is kept on the device, to open Control with no connection (lib/offline-answers.ts).
// After a sign-out made with no signal the answer is "nobody" whatever the old cookie says, and
// the server's session is ended first (lib/pending-logout.ts).
shapeShopData(SESSION, async (answer) => {
  if (hasPendingLogout()) {
    await flushPendingLogout();
    return { data: null };
  }
  let out = answer;
  if (window.location.pathname.startsWith('/dashboard')) {
    const { keptForOffline } = await import('../lib/offline-answers.ts');
    out = await keptForOffline(SESSION, 'GET', answer);
  }
  if (out.error?.status !== 401) return out;
  // A hint the server no longer backs (an expired session) is forgotten: the next page asks not.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves (nor jsdom)
  document.cookie = `${SESSION_HINT}=; Max-Age=0; path=/`;
  return { data: null };
});

// The connection is back: the sign-out made without it reaches the server now.
window.addEventListener('online', () => {
  if (hasPendingLogout()) void flushPendingLogout();
});

/**
 * Who is signed in, which every page asks (lib/shop-data.ts). The calls that change it (sign-in,
 * sign-up, sign-out) are in sign-in.ts: they load with the pages that use them.
 */
export function useSessionUser(): User | null | undefined {
  const { data, isError } = useShopData<User | null>(SESSION);
  // A failed check (server unreachable) counts as signed out rather than loading forever.
  if (isError) return null;
  return data;
}

/** Asks who is signed in, before the first render of a page the server painted. */
export const loadSession = () => loadShopData(SESSION);

/** Asks who is signed in again (a 401 from another call, a click in the back-office). */
export const recheckSession = () => refreshShopData(SESSION);
