import { type ReactNode, useEffect, useId, useRef } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Room for a longer form (the carousel editor). */
  wide?: boolean;
};

/**
 * A modal on the native <dialog>: the browser gives it role="dialog", keeps focus inside, makes
 * the page behind inert and closes it with Escape. A field marked `data-autofocus` gets focus. The content mounts only while open, so each
 * opening starts with a fresh form.
 */
export function Modal({ open, title, onClose, children, wide = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser would focus the close button; the first field is where people start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] overflow-y-auto rounded-xl ${wide ? 'max-w-3xl' : 'max-w-lg'} bg-white p-0 text-stone-800 shadow-xl backdrop:bg-black/40`}
    >
      {open && (
        <div className="p-4 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-lg font-bold text-brand-800">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Cerrar"
              className="-mt-2 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-stone-500 hover:bg-stone-100"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
