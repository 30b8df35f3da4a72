import { formatFixedMoney } from '@feria/domain/rules/money';
import { annulEntryText, annulPostsCash } from '@feria/domain/rules/register';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnnulSaleMutation, useGetSaleQuery } from '../api.ts';

type Props = { id: number; onClose: () => void };

/**
 * "Anular venta" asks first (issue 62 item 3), saying what the annulment does: the amount, the
 * stock back, the register (only a stall cash sale posts "Anulación venta #{id}", as the server
 * does) and the Nota de Crédito C when the factura is emitida. The sale is never erased.
 */
export function AnnulDialog({ id, onClose }: Props) {
  const [annul, { isLoading }] = useAnnulSaleMutation();
  // The card knows no factura: the sale's own answer (already here when opened from its detail).
  const { data: sale } = useGetSaleQuery(id);

  async function confirm() {
    try {
      await annul(id).unwrap();
      toast.success(`Venta #${id} anulada`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <ConfirmDialog
      title={`¿Anular la venta #${id}?`}
      confirmLabel={isLoading ? 'Anulando…' : 'Anular venta'}
      onConfirm={() => {
        if (sale) void confirm();
      }}
      onCancel={onClose}
      busy={isLoading}
      danger
    >
      {sale ? (
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Se anula la venta por <strong>{formatFixedMoney(sale.total)}</strong>. No se puede
            deshacer.
          </li>
          <li>Sus productos vuelven al stock.</li>
          <li>
            {annulPostsCash(sale)
              ? `El efectivo sale de la caja: se registra el gasto "${annulEntryText(id)}".`
              : 'La caja no cambia.'}
          </li>
          {sale.factura?.estado === 'emitida' && <li>Se emitirá una Nota de Crédito C.</li>}
        </ul>
      ) : (
        <p role="status">Cargando venta…</p>
      )}
    </ConfirmDialog>
  );
}
