import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Kind, toastList } from '../../lib/toast.ts';

// Solid, dark notices (issue 49 item 10): pale ones washed out first in the sun at the stall.
// White on these is at least 7:1 (WCAG AAA).
const STYLE: Record<Kind, string> = {
  success: 'border-brand-500 bg-brand-800 text-white',
  error: 'border-red-300 bg-red-800 text-white',
  loading: 'border-stone-400 bg-white text-stone-900',
  info: 'border-earth-500 bg-stone-800 text-white',
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

/** Phones (below Tailwind's `sm`): the page's own key facts ("Pedido N°", the transfer data) sit
 * at the top, under the header, so notices go to the bottom there (issue 49 item 6). */
const PHONE_MAX_WIDTH = 640;

/** Where the notices go: under the sticky header on wide screens; at the bottom on a phone, above
 * any bar kept at the bottom of the screen (`data-bottom-bar`, the stall's "Ver orden"). */
type Place = { top: number } | { bottom: number };

function place(): Place {
  if (window.innerWidth >= PHONE_MAX_WIDTH) return { top: headerBottom() + 8 };
  let barTop = window.innerHeight;
  for (const bar of document.querySelectorAll('[data-bottom-bar]')) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.top < barTop) barTop = rect.top;
  }
  return { bottom: Math.max(0, window.innerHeight - barTop) + 12 };
}

export function Toaster() {
  const list = useSyncExternalStore(toastList.subscribe, toastList.current);
  // Under the sticky header, never over it: its basket, menu and session stay visible (on a
  // phone, at the bottom: see `place`). Read
  // after each paint of the notices (the first with none, so the first notice is already in its
  // place), when the page is laid out anyway: read as a notice was drawn, it laid the page out a
  // second time inside every touch at the stall (issue 36).
  const [where, setWhere] = useState<Place>({ top: 12 });
  useEffect(() => {
    void list; // read again whenever the notices change
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        setWhere((was) => {
          const now = place();
          return JSON.stringify(now) === JSON.stringify(was) ? was : now;
        }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list]);
  return (
    <div
      style={where}
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
