import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Kind, toastList } from '../../lib/toast.ts';

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
  const list = useSyncExternalStore(toastList.subscribe, toastList.current);
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
