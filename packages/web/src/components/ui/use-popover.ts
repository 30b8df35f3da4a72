import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A button's panel in the navigation bar (account, basket): Escape closes it and gives the focus
 * back to the button, a press outside closes it, and it belongs to the page it was opened on, so
 * going to another page closes it.
 */
export function usePopover() {
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

  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
    /** Wraps the button and the panel: a press inside does not close it. */
    box,
    button,
  };
}
