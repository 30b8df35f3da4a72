// The back-office's last answers of the calls Control needs (the session, the products with
// their stock, the categories, the open register), kept on the device and given back when there
// is no connection (MARKET.md §3). Signing out forgets them; the queue of sales stays.
import { forgetCopies, readCopy, saveCopy } from './device-db.ts';

/** A call's answer, as RTK Query or the shop's reads (lib/shop-data.ts) hand it over. */
type Result = { data?: unknown; error?: { status: unknown } };

export async function keptForOffline<R extends Result>(
  url: string,
  method: string,
  result: R,
): Promise<R> {
  if (url === '/logout') {
    if (method === 'POST') await forgetCopies().catch(() => {});
    return result;
  }
  if (method !== 'GET') return result;
  const status = result.error?.status;
  if (status === 'FETCH_ERROR') {
    const copy = await readCopy(url).catch(() => undefined);
    return copy ? (copy.data as R) : result;
  }
  // An answer, or the open register's 404 ("No hay una caja abierta"), is the state to keep.
  if (!result.error || status === 404) {
    const kept = result.error ? { error: result.error } : { data: result.data };
    await saveCopy(url, kept).catch(() => {});
  }
  return result;
}
