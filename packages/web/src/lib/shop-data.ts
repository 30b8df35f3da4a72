// The storefront's reads (who is signed in, the catalogue, a product, the carousel, the ferias,
// the shop's contact data) without Redux: a cache of GET answers by path that components read
// with useSyncExternalStore. The storefront's first pages then load no Redux Toolkit nor RTK Query
// (about 20 kB of the 100 kB budget; docs/decisions/0007). The Redux store, loaded with the pages
// that write (core/store.ts), refreshes this cache after every change it makes, by the same tags
// as RTK Query's own answers (api/invalidates.ts; docs/decisions/0020).
import { useCallback, useSyncExternalStore } from 'react';
import type { CallError } from './errors.ts';

type ShopAnswer<T> = { data?: T; error?: CallError };

/** What the server said about a path: its data or its error. */
export type Answer = { data?: unknown; error?: CallError };

type Entry = {
  answer: ShopAnswer<unknown>;
  watchers: Set<() => void>;
  request?: Promise<Answer>;
  /** When the last watcher left: an answer unused for a minute is asked again on the next visit. */
  unusedSince?: number;
};

const UNUSED_MS = 60_000;
const NOTHING: ShopAnswer<never> = {};
const entries = new Map<string, Entry>();
const shapes = new Map<string, (answer: Answer) => Answer | Promise<Answer>>();
const locals = new Map<string, () => Answer | null>();

/** How a path's answer is read where it is not plain (the session's 401 means "nobody"). */
export function shapeShopData(path: string, shape: (answer: Answer) => Answer | Promise<Answer>) {
  shapes.set(path, shape);
}

/** An answer known without asking (no session hint: nobody is signed in); null asks the server. */
export function answerLocally(path: string, known: () => Answer | null) {
  locals.set(path, known);
}

async function read(path: string): Promise<Answer> {
  const known = locals.get(path)?.();
  if (known) return known;
  const response = await fetch(`/api${path}`, { credentials: 'same-origin' }).catch(() => null);
  if (!response) return { error: { status: 'FETCH_ERROR' } };
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok ? { data: body } : { error: { status: response.status, data: body } };
}

function entryOf(path: string): Entry {
  let entry = entries.get(path);
  if (!entry) {
    entry = { answer: NOTHING, watchers: new Set() };
    entries.set(path, entry);
  }
  return entry;
}

/** Whether two answers say the same (the same data, or the same error). */
const same = (a: ShopAnswer<unknown>, b: ShopAnswer<unknown>) =>
  a !== NOTHING && JSON.stringify(a) === JSON.stringify(b);

function publish(entry: Entry, answer: ShopAnswer<unknown>) {
  // An answer that says what the screen already shows is not published: the back-office asks
  // the session again at every click, and the stall's Control re-rendered after each tap.
  if (same(entry.answer, answer)) return;
  entry.answer = answer;
  for (const watcher of entry.watchers) watcher();
}

/** Asks the server for `path` (one request at a time per path); resolves with its answer. */
export function loadShopData(path: string): Promise<Answer> {
  const entry = entryOf(path);
  // Nothing is published while the request is out: a screen re-renders once, when its answer
  // arrives (each publish re-renders every screen that reads the path, at once).
  if (entry.request) return entry.request;
  const shape = shapes.get(path);
  entry.request = read(path)
    .then((answer) => (shape ? shape(answer) : answer))
    .catch((): Answer => ({ error: { status: 'FETCH_ERROR' } }))
    .then((answer) => {
      entry.request = undefined;
      // A failed refresh keeps what was shown: the error is for a page that had nothing.
      const kept = answer.error && entry.answer.data !== undefined;
      if (!kept) publish(entry, answer);
      return answer;
    });
  return entry.request;
}

/** The answer for `path` if one is here, without asking (a product already in the catalogue). */
export function shopDataOf<T>(path: string): T | undefined {
  return entries.get(path)?.answer.data as T | undefined;
}

/**
 * Something changed on the server (a sign-in, a product saved): the answers on screen are asked
 * again, the others forgotten. With a path, only that answer; with a test, the paths it names
 * (core/store.ts names those a change made stale, from api/invalidates.ts).
 */
export function refreshShopData(which?: string | ((path: string) => boolean)) {
  for (const [key, entry] of entries) {
    if (typeof which === 'string' ? key !== which : which && !which(key)) continue;
    if (entry.watchers.size > 0) void loadShopData(key);
    else if (!entry.request) entries.delete(key);
  }
}

function watch(path: string, watcher: () => void): () => void {
  const entry = entryOf(path);
  entry.watchers.add(watcher);
  const stale = entry.unusedSince !== undefined && Date.now() - entry.unusedSince > UNUSED_MS;
  entry.unusedSince = undefined;
  if (entry.answer === NOTHING || stale) void loadShopData(path);
  return () => {
    entry.watchers.delete(watcher);
    if (entry.watchers.size === 0) entry.unusedSince = Date.now();
  };
}

export type ShopQuery<T> = {
  data: T | undefined;
  error: CallError | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
};

/** The answer for `path` (null: nothing to ask), asked on first use and kept for the next page. */
export function useShopData<T>(path: string | null): ShopQuery<T> {
  const subscribe = useCallback(
    (watcher: () => void) => (path === null ? () => {} : watch(path, watcher)),
    [path],
  );
  const answer = useSyncExternalStore(subscribe, () =>
    path === null ? NOTHING : (entries.get(path)?.answer ?? NOTHING),
  ) as ShopAnswer<T>;
  const refetch = useCallback(() => {
    if (path !== null) void loadShopData(path);
  }, [path]);
  return {
    data: answer.data,
    error: answer.error,
    isLoading: path !== null && answer.data === undefined && answer.error === undefined,
    isError: answer.error !== undefined,
    refetch,
  };
}
