import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class: the product form is wider than a confirmation. */
  width?: string;
  /** Keeps Escape and the close button from closing, e.g. while a call is running. */
  busy?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog drawn by the page (not the native top layer), so the toasts of the upload and
 * the save stay above it. Focus moves inside on open, Tab cycles within, Escape closes and focus
 * returns to the button that opened it.
 */
export function Modal({ title, onClose, children, width = 'max-w-md', busy = false }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`flex max-h-[92dvh] w-full ${width} flex-col rounded-t-2xl bg-white text-stone-800 shadow-xl outline-none sm:rounded-2xl`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6">
          <h2 id={titleId} className="pt-2 text-lg font-bold text-brand-800">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            aria-label="Cerrar"
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-stone-500 hover:bg-stone-100 disabled:opacity-40"
          >
            ×
          </button>
        </div>
        <div className="overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
      </div>
    </div>
  );
}
