import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';
import { dangerButton, primaryButton, secondaryButton } from './styles.ts';

type Props = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  danger?: boolean;
};

/** "¿Estás seguro?" before an action that changes the shop (delete, publish, hide). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
}: Props) {
  return (
    <Modal title={title} onClose={onCancel} busy={busy}>
      <div className="text-stone-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
          Cancelar
        </button>
        <button
          type="button"
          data-autofocus
          onClick={onConfirm}
          disabled={busy}
          className={danger ? dangerButton : primaryButton}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
