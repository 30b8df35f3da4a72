import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/** Phones (below Tailwind's `sm`): notices go to the bottom there (issue 49 item 6), unless that
 * would cover one of the page's key facts. */
const PHONE_MAX_WIDTH = 640;

/** Where the notices go: under the sticky header on wide screens. On a phone, at the bottom above
 * any bar kept there (`data-bottom-bar`, the stall's "Ver orden"), unless that covers one of the
 * page's key facts (`data-key-fact`: "Pedido N°", the alias, the CBU, the reference); then under
 * the header, or else just above or below a key fact, wherever they cover none; when no place is
 * free, the one that covers least. */
type Place = { top: number } | { bottom: number };

function keyFacts(): DOMRect[] {
  return [...document.querySelectorAll('[data-key-fact]')]
    .map((fact) => fact.getBoundingClientRect())
    .filter((r) => r.height > 0);
}

function place(height: number): Place {
  const top = headerBottom() + 8;
  if (window.innerWidth >= PHONE_MAX_WIDTH) return { top };
  let barTop = window.innerHeight;
  for (const bar of document.querySelectorAll('[data-bottom-bar]')) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.top < barTop) barTop = rect.top;
  }
  const bottom = Math.max(0, window.innerHeight - barTop) + 12;
  const lowest = window.innerHeight - bottom - height;
  const facts = keyFacts();
  // How many pixels of key facts the notices would cover with their top edge at y.
  const cover = (y: number) =>
    facts.reduce(
      (sum, r) => sum + Math.max(0, Math.min(y + height, r.bottom) - Math.max(y, r.top)),
      0,
    );
  if (height === 0 || cover(lowest) === 0) return { bottom };
  const beside = facts
    .flatMap((r) => [r.bottom + 8, r.top - 8 - height])
    .filter((y) => y >= top && y <= lowest)
    .sort((a, b) => b - a);
  let best = lowest;
  for (const y of [top, ...beside]) {
    if (cover(y) < cover(best)) best = y;
    if (cover(best) === 0) break;
  }
  return best === lowest ? { bottom } : { top: Math.round(best) };
}

export function Toaster() {
  const list = useSyncExternalStore(toastList.subscribe, toastList.current);
  // Under the sticky header, never over it: its basket, menu and session stay visible (on a
  // phone, at the bottom: see `place`). Read
  // after each paint of the notices (the first with none, so the first notice is already in its
  // place), when the page is laid out anyway: read as a notice was drawn, it laid the page out a
  // second time inside every touch at the stall (issue 36).
  const [where, setWhere] = useState<Place>({ top: 12 });
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void list; // read again whenever the notices change
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() =>
          setWhere((was) => {
            const now = place(box.current?.getBoundingClientRect().height ?? 0);
            return JSON.stringify(now) === JSON.stringify(was) ? was : now;
          }),
        );
      });
    };
    read();
    // While notices show, a scroll can bring a key fact under them: read again (once a frame).
    const watching = list.length > 0;
    if (watching) window.addEventListener('scroll', read, { passive: true });
    return () => {
      if (watching) window.removeEventListener('scroll', read);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [list]);
  return (
    <div
      ref={box}
      data-toaster
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
