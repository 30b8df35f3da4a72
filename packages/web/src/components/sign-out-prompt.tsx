import { ConfirmDialog } from './ui/confirm-dialog.tsx';

type Props = { message: string; onConfirm: () => void; onCancel: () => void };

/** Asked before signing out while this seller's sales are still on the phone (MARKET §3). */
export function SignOutPrompt({ message, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      title="Cerrar sesión"
      confirmLabel="Cerrar sesión"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
}
