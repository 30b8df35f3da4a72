import type { SaleCard } from '@feria/domain/rules/sales-search';
import { Modal } from '../../../components/ui/modal.tsx';
import { dangerButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnnulSaleMutation } from '../api.ts';

type Props = { sale: SaleCard; onClose: () => void };

/** "Eliminar" asks first; the sale is annulled (never erased) and its stock comes back. */
export function AnnulDialog({ sale, onClose }: Props) {
  const [annul, { isLoading }] = useAnnulSaleMutation();

  async function confirm() {
    try {
      await annul(sale.id).unwrap();
      toast.success(`Venta #${sale.id} anulada`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Modal title={`¿Eliminar la venta #${sale.id}?`} onClose={onClose} busy={isLoading}>
      <p className="text-stone-700">
        La venta de <strong>{sale.nombre}</strong> queda anulada: deja de aparecer en la lista y sus
        productos vuelven al stock. No se puede deshacer.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          onClick={onClose}
          disabled={isLoading}
          className={secondaryButton}
        >
          Cancelar
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isLoading}
          className={dangerButton}
        >
          {isLoading ? 'Eliminando…' : 'Eliminar venta'}
        </button>
      </div>
    </Modal>
  );
}
