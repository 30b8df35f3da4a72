import { useEffect, useState, useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'loading' | 'info';
type Toast = { id: number; kind: Kind; message: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/**
 * A new notice replaces an error still showing (a success after a failed try leaves no stale
 * error behind), and the same message is never shown twice.
 */
function show(kind: Kind, message: string, ms: number | null = 3500): number {
  const id = nextId++;
  const kept = toasts.filter((t) => t.message !== message && t.kind !== 'error');
  toasts = [...kept, { id, kind, message }];
  emit();
  if (ms !== null) setTimeout(() => dismiss(id), ms);
  return id;
}

function dismiss(id?: number) {
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

/** Small toast notices: success/error/info disappear by themselves; loading stays until dismissed. */
export const toast = {
  success: (m: string, ms?: number) => show('success', m, ms),
  error: (m: string, ms?: number) => show('error', m, ms ?? 5000),
  info: (m: string, ms?: number) => show('info', m, ms),
  loading: (m: string) => show('loading', m, null),
  dismiss,
};

const STYLE: Record<Kind, string> = {
  success: 'border-brand-500 bg-brand-50 text-brand-800',
  error: 'border-red-500 bg-red-50 text-red-800',
  loading: 'border-stone-400 bg-white text-stone-700',
  info: 'border-earth-500 bg-earth-50 text-earth-700',
};

/** The bottom edge of the page's sticky header (shop or back-office), 0 when there is none. */
function headerBottom(): number {
  for (const header of document.querySelectorAll('header')) {
    const position = getComputedStyle(header).position;
    if (position === 'sticky' || position === 'fixed') {
      return Math.max(0, header.getBoundingClientRect().bottom);
    }
  }
  return 0;
}

export function Toaster() {
  const list = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
  // Under the sticky header, never over it: its basket, menu and session stay visible. Read
  // after each paint of the notices (the first with none, so the first notice is already in its
  // place), when the page is laid out anyway: read as a notice was drawn, it laid the page out a
  // second time inside every touch at the stall (issue 36).
  const [top, setTop] = useState(12);
  useEffect(() => {
    void list; // read again whenever the notices change
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setTop(headerBottom() + 8));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list]);
  return (
    <div
      style={{ top }}
      className="pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 px-3"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-center gap-2 rounded-lg border-l-4 px-4 py-3 text-sm font-medium shadow-lg ${STYLE[t.kind]}`}
        >
          {t.kind === 'loading' && (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600"
            />
          )}
          {t.message}
        </div>
      ))}
    </div>
  );
}
