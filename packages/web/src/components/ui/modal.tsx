import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  title: string;
  /** A line under the title, read with it by screen readers. */
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class: a product form is wider than a confirmation. */
  width?: string;
  /** Keeps Escape, the × and the backdrop from closing, e.g. while a call is running. */
  busy?: boolean;
  /** A click on the dimmed page closes it: for dialogs that only show something. */
  closeOnBackdrop?: boolean;
  /** The × in the header; off when the dialog's own button already says "Cerrar". */
  closeButton?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's controls instead of leaving for the page behind. */
function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return event.preventDefault();
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The shop's modal dialog. Drawn by the page on <body> (not the browser's top layer) so toasts
 * stay visible above it; a bottom sheet on a phone, centred elsewhere. Focus moves in on open (to
 * the element marked `data-autofocus`, else the dialog) and back to the opener on close; Escape
 * closes wherever the focus is.
 */
export function Modal({
  title,
  subtitle,
  onClose,
  children,
  width = 'max-w-md',
  busy = false,
  closeOnBackdrop = false,
  closeButton = true,
}: Props) {
  const titleId = useId();
  const subtitleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };
  const close = () => {
    if (!latest.current.busy) latest.current.onClose();
  };

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
    (first ?? panel.current)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !latest.current.busy) latest.current.onClose();
    };
    // Focus that wanders to the page behind (after a click on the backdrop) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!panel.current?.contains(event.target as Node)) panel.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center sm:p-4">
      {closeOnBackdrop && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={close}
          className="absolute inset-0 cursor-default"
        />
      )}
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
        onKeyDown={keepTabInside}
        className={`relative flex max-h-[92dvh] w-full ${width} flex-col rounded-t-2xl bg-white text-stone-800 shadow-xl outline-none sm:rounded-2xl`}
      >
        <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6">
          <div className="pt-2">
            <h2 id={titleId} className="text-lg font-bold text-brand-800">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="text-sm text-stone-600">
                {subtitle}
              </p>
            )}
          </div>
          {closeButton && (
            <button
              type="button"
              onClick={close}
              disabled={busy}
              aria-label="Cerrar"
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-stone-500 hover:bg-stone-100 disabled:opacity-40"
            >
              ×
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
