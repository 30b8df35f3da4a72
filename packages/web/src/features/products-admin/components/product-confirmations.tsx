import { MSG } from '@feria/domain/messages/shop';
import type { Product } from '@feria/domain/schemas/api-types';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteProductMutation, useToggleProductMutation } from '../api.ts';

type Props = { product: Product; onClose: () => void };

/** SPEC §4: the delete dialog asks "¿Estás seguro?" before removing. */
export function DeleteDialog({ product, onClose }: Props) {
  const [remove, { isLoading }] = useDeleteProductMutation();
  async function confirm() {
    try {
      await remove(product.id).unwrap();
      toast.success(MSG.eliminadoExitosamente);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }
  return (
    <ConfirmDialog
      title="¿Estás seguro?"
      confirmLabel="Eliminar"
      danger
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        Se eliminará <strong>{product.nombre}</strong> ({product.sku}). Las ventas ya registradas no
        cambian.
      </p>
    </ConfirmDialog>
  );
}

/** SPEC §4: publishing or hiding asks first; the server's message is shown after. */
export function ToggleDialog({ product, onClose }: Props) {
  const [toggle, { isLoading }] = useToggleProductMutation();
  const publishing = product.publicado !== 'si';
  async function confirm() {
    try {
      const answer = await toggle(product.id).unwrap();
      toast.success(answer.message);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
      onClose();
    }
  }
  return (
    <ConfirmDialog
      title={publishing ? '¿Publicar en la tienda?' : '¿Ocultar de la tienda?'}
      confirmLabel={publishing ? 'Publicar' : 'Ocultar'}
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>
        <strong>{product.nombre}</strong>{' '}
        {publishing
          ? 'se mostrará en la tienda y en la página principal.'
          : 'dejará de mostrarse en la tienda y en la página principal.'}
      </p>
    </ConfirmDialog>
  );
}
