import type { EntregadoSinCobrar } from '@feria/domain/rules/register';
import { pesos } from '@feria/views/format.ts';
import { useSetCobroMutation } from '../../../../api/cobro.ts';
import { secondaryButton } from '../../../../components/ui/styles.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';

/**
 * MARKET §2 (round 5): the web orders handed over since the register opened and still not paid,
 * before the count: "Cobrar ahora" is the cobro of §7 in cash, into this register, so money in the
 * seller's pocket is not counted as "sobra".
 */
export function DeliveredUnpaid({ orders }: { orders: readonly EntregadoSinCobrar[] }) {
  const [setCobro, { isLoading }] = useSetCobroMutation();
  if (orders.length === 0) return null;

  async function charge(order: EntregadoSinCobrar) {
    try {
      await setCobro({ id: order.id, cobrado: true, medio: 'efectivo' }).unwrap();
      toast.success(`Pedido N° ${order.id} cobrado (Efectivo)`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <section aria-labelledby="entregados-sin-cobrar" className="rounded-lg bg-amber-50 p-3">
      <h3 id="entregados-sin-cobrar" className="font-bold text-amber-900">
        Entregados hoy sin cobrar
      </h3>
      <ul className="mt-2 space-y-2">
        {orders.map((o) => (
          <li key={o.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              N° {o.id} · {o.cliente} ·{' '}
              <span className="tabular-nums font-semibold">{pesos(Number(o.total))}</span>
            </span>
            <button
              type="button"
              disabled={isLoading}
              onClick={() => void charge(o)}
              aria-label={`Cobrar ahora el pedido N° ${o.id}`}
              className={secondaryButton}
            >
              Cobrar ahora
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
