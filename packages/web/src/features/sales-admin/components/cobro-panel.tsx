import { paymentLabel } from '@feria/domain/rules/payment';
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { useSetCobroMutation } from '../../../api/cobro.ts';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { CobroBadge } from './cobro-badge.tsx';

/** The sale detail's cobro: its state, the customer's receipt, and the button that changes it. */
export function CobroPanel({ sale }: { sale: SaleDetail }) {
  const [setCobro, { isLoading }] = useSetCobroMutation();
  const paid = sale.cobro.estado === 'cobrado';
  const when = sale.cobro.fecha
    ? new Date(sale.cobro.fecha).toLocaleString('es-AR', {
        timeZone: 'America/Argentina/Buenos_Aires',
        dateStyle: 'short',
        timeStyle: 'short',
      })
    : null;

  async function toggle() {
    try {
      await setCobro({ id: sale.id, cobrado: !paid }).unwrap();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <section aria-label="Cobro" className="space-y-2">
      <h3 className="font-bold text-brand-800">Cobro</h3>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <CobroBadge cobro={sale.cobro} />
        {paid && (
          <span>
            {paymentLabel(sale.cobro.medio)}
            {when && ` · ${when}`}
          </span>
        )}
      </div>
      {sale.cobro.comprobante && (
        <a
          href={sale.cobro.comprobante}
          target="_blank"
          rel="noreferrer"
          className="inline-block font-semibold text-brand-700 underline"
        >
          Ver comprobante
        </a>
      )}
      {sale.estadoPago !== 'Anulado' && (
        <button
          type="button"
          disabled={isLoading}
          onClick={() => void toggle()}
          className={secondaryButton}
        >
          {paid ? 'Marcar como no cobrado' : 'Marcar como cobrado'}
        </button>
      )}
    </section>
  );
}
