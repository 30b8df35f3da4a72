import { canTransition, DIALOG_STATUSES, type SaleStatus } from '@feria/domain/rules/sale-status';
import type { SaleCard } from '@feria/domain/rules/sales-search';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeSaleStateMutation } from '../api.ts';
import { StatusBadge } from './status-badge.tsx';

type Props = { sale: SaleCard; onClose: () => void };

/** "Estado del Pedido": Pendiente, En preparación, Listo or Entregado (never back from Entregado);
 * the customer is e-mailed. */
export function StateDialog({ sale, onClose }: Props) {
  const [change, { isLoading }] = useChangeSaleStateMutation();

  async function choose(estado: SaleStatus) {
    try {
      await change({ id: sale.id, estado }).unwrap();
      toast.success(`Venta #${sale.id}: ${estado}`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title="Estado del Pedido"
      subtitle="Avisar al cliente cómo está su pedido"
      onClose={onClose}
      busy={isLoading}
    >
      <p className="mb-3 flex items-center gap-2 text-sm text-stone-600">
        Venta #{sale.id}, ahora: <StatusBadge estado={sale.estadoPago} />
      </p>
      <div className="grid gap-2">
        {DIALOG_STATUSES.map((estado) => {
          const current = estado === sale.estadoPago;
          return (
            <button
              key={estado}
              type="button"
              onClick={() => void choose(estado)}
              disabled={isLoading || !canTransition(sale.estadoPago, estado)}
              aria-current={current ? 'true' : undefined}
              data-autofocus={current ? true : undefined}
              className={`flex min-h-12 items-center justify-between rounded-lg border px-4 text-left font-semibold disabled:opacity-60 ${
                current
                  ? 'border-brand-700 bg-brand-50 text-brand-800'
                  : 'border-stone-300 bg-white hover:border-brand-600'
              }`}
            >
              {estado}
              {current && <span className="text-xs font-normal text-stone-600">Estado actual</span>}
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
