import { PAGE_ERROR_MSG } from '@feria/domain/messages/page-error';
import { CLIENT_ERROR_PATH } from '@feria/domain/rules/client-error-path';
import type { ClientError } from '@feria/domain/schemas/client-error';
import { Component, type ReactNode } from 'react';

/** When the page last reloaded itself for a stale chunk, so it does it once and not in a loop. */
const RELOADED_AT = 'feria-recarga-por-version';
const RELOAD_GUARD_MS = 60_000;

/**
 * @internal Exported for its tests.
 * A lazy page's code that did not arrive: after a release the tab still names the old files,
 * which the server no longer has (or the connection dropped on the way).
 */
export function isStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed/i.test(message);
}

/** Reloads the page for a stale chunk unless it just did (then false: the message shows). */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // no storage (private mode): no guard, so no automatic reload either
  }
  window.location.reload();
  return true;
}

/** Sends an error to the server's log (issue 50): a beacon, so it goes even as the page leaves. */
function sendToServer(error: unknown): void {
  const report: ClientError = {
    mensaje: (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'Error',
    pagina: window.location.pathname.slice(0, 200),
    pila: error instanceof Error ? error.stack?.slice(0, 4000) : undefined,
  };
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  try {
    navigator.sendBeacon?.(CLIENT_ERROR_PATH, body);
  } catch {
    // No beacon (an old browser, or the page closing): the console still has it.
  }
}

/** How React reports an error a boundary caught: a stale chunk is expected after a release. */
export function reportCaughtError(error: unknown): void {
  if (isStaleChunk(error)) {
    console.warn('Código de una versión anterior; se recarga la página', error);
    return;
  }
  console.error(error);
  sendToServer(error);
}

type State = { failed: boolean; stale: boolean; gaveUp: boolean };

/**
 * Around each page: a render error shows a Spanish message and "Volver a cargar" instead of a
 * blank page; a page's code that fails to load (a release since the tab opened) reloads the page
 * once by itself.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, stale: false, gaveUp: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, stale: isStaleChunk(error) };
  }

  componentDidCatch(error: unknown) {
    if (isStaleChunk(error) && !reloadOnce()) this.setState({ gaveUp: true });
  }

  render() {
    const { failed, stale, gaveUp } = this.state;
    if (!failed) return this.props.children;
    if (stale && !gaveUp) {
      return (
        <p role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-stone-700">
          {PAGE_ERROR_MSG.versionNueva}
        </p>
      );
    }
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-lg font-semibold text-brand-800">{PAGE_ERROR_MSG.algoSalioMal}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 min-h-11 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {PAGE_ERROR_MSG.volverACargar}
        </button>
      </div>
    );
  }
}
