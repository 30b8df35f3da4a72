import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { clearPendingLogout, flushPendingLogout, hasPendingLogout } from '../lib/pending-logout.ts';
import { TAGS } from './invalidates.ts';
import { recheckSession } from './session.ts';

const plainQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' });

/**
 * The calls whose last answers the back-office keeps on the device, to open Control with no
 * connection (MARKET.md §3; lib/offline-answers.ts, loaded only in the back-office). The session
 * is kept the same way where it is read (api/session.ts).
 */
const KEPT_FOR_OFFLINE = new Set([
  '/sheets/data',
  '/sheets/dashboard/categories',
  '/caja/actual',
  '/logout',
]);

/** A 401 from any call but the session check means the session ended (signed out elsewhere, a
 * disabled account): the session is asked again, so the pages that need it send to /login. */
const baseQuery: typeof plainQuery = async (args, apiArg, extra) => {
  const url = typeof args === 'string' ? args : args.url;
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  // A sign-in ends first the session a sign-out with no signal left on the server; once signed
  // in again that old sign-out must not be sent (it would end the new session).
  const signingIn = method === 'POST' && (url.startsWith('/login') || url === '/user/create');
  if (signingIn && hasPendingLogout()) await flushPendingLogout();
  let result = await plainQuery(args, apiArg, extra);
  if (signingIn && !result.error) clearPendingLogout();
  const backOffice = window.location.pathname.startsWith('/dashboard');
  if (KEPT_FOR_OFFLINE.has(url) && (backOffice || url === '/logout')) {
    const { keptForOffline } = await import('../lib/offline-answers.ts');
    result = await keptForOffline(url, method, result);
  }
  if (result.error?.status === 401 && !url.startsWith('/session') && !url.startsWith('/login')) {
    recheckSession();
  }
  return result;
};

/** The one API slice for /api: features inject their endpoints; mutations invalidate tags. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAGS,
  endpoints: () => ({}),
});
