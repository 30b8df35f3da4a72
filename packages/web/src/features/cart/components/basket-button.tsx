import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCartLineCount } from '../hooks.ts';
import { BasketPanel } from './basket-panel.tsx';

/** The navigation bar's basket: an icon with the floating badge of lines, opening the panel. */
export function BasketButton() {
  const count = useCartLineCount();
  // The panel belongs to the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const label = count === 1 ? 'Canasta: 1 producto' : `Canasta: ${count} productos`;
  return (
    <div ref={box} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-brand-600"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor">
          <path
            d="M3 9h18l-2 11H5L3 9zm5 0 4-6 4 6"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
        {count > 0 && (
          <span
            data-testid="basket-badge"
            aria-hidden
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-earth-500 px-1 text-xs font-bold text-white ring-2 ring-brand-700"
          >
            {count}
          </span>
        )}
      </button>
      {open && <BasketPanel onClose={() => setOpenOn(null)} />}
    </div>
  );
}
