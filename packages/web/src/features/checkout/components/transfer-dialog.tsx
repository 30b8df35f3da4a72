import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useGetConfigQuery } from '../../shell/config-api.ts';

/** "Datos para la transferencia" (SPEC §2): alias, CBU and holder from the shop's settings. */
export function TransferDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const { data: config } = useGetConfigQuery();

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
      // "Cerrar" is the dialog's only control: Tab stays on it while the dialog is open.
      if (e.key === 'Tab') {
        e.preventDefault();
        close.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, []);

  const rows: [string, string | undefined][] = [
    ['Alias', config?.transferAlias],
    ['CBU', config?.transferCbu],
    ['Titular', config?.transferHolder],
  ];
  // On <body>, above the sticky navigation bar whatever the page's stacking.
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-stone-900/50 p-3 sm:items-center">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        className="absolute inset-0 cursor-default"
        onClick={onClose}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-brand-800">
          Datos para la transferencia
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Usá estos datos para pagar el total de tu pedido.
        </p>
        <dl className="mt-4 space-y-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
                {label}
              </dt>
              <dd className="font-mono text-base break-all text-stone-900 select-all">
                {value ?? '…'}
              </dd>
            </div>
          ))}
        </dl>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          className="mt-5 min-h-12 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          Cerrar
        </button>
      </div>
    </div>,
    document.body,
  );
}
