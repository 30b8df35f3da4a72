import { shopToday } from '@feria/domain/rules/dates';
import { type Feria, weekdayLongDate } from '@feria/domain/rules/ferias';
import { toHandOver } from '@feria/domain/rules/sale-actions';
import { useState } from 'react';
import { useUpcomingFerias } from '../../../api/ferias.ts';
import { useGetPreparationQuery } from '../../../api/ferias-admin.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { inputClass, labelClass } from '../../../components/ui/styles.ts';
import { useStallFeria } from '../../../core/stall-feria.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { DeliveryCard } from '../components/delivery-card.tsx';
import { OtherFeriasPending } from '../components/other-ferias-pending.tsx';

/** /dashboard/entregas (MARKET §7): the day's web orders to hand over and charge at the stall. */
export function EntregasPage() {
  usePageTitle('Entregas');
  const { ferias, loading } = useUpcomingFerias();
  const [chosen, setChosen] = useState<number | null>(null);
  const today = shopToday();
  // Opens on the feria the stall sells for (Control's choice), so both speak of the same square.
  const stall = useStallFeria();
  const feria =
    ferias.find((f) => f.id === chosen) ??
    stall.feria ??
    ferias.find((f) => f.fecha === today) ??
    null;

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-800">Entregas</h1>
      <label className={labelClass}>
        Feria
        <select
          className={inputClass}
          value={feria?.id ?? ''}
          onChange={(e) => setChosen(Number(e.target.value) || null)}
        >
          {!feria && <option value="">{loading ? 'Cargando…' : 'No hay feria hoy'}</option>}
          {ferias.map((f) => (
            <option key={f.id} value={f.id}>
              {weekdayLongDate(f.fecha)} — {f.lugar}
            </option>
          ))}
        </select>
      </label>
      {feria ? (
        <FeriaDeliveries
          id={feria.id}
          others={stall.today.filter((f) => f.id !== feria.id)}
          onChoose={setChosen}
        />
      ) : (
        !loading && <p>No hay feria hoy: elegí una.</p>
      )}
    </div>
  );
}

type DeliveriesProps = { id: number; others: readonly Feria[]; onChoose: (id: number) => void };

function FeriaDeliveries({ id, others, onChoose }: DeliveriesProps) {
  const { data, isLoading, isError, error, refetch } = useGetPreparationQuery(id);
  if (isError) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <p aria-busy="true">Cargando…</p>;
  const pending = data.pedidos.filter((o) => toHandOver({ canal: 'web', estado: o.estadoPago }));
  // Handed over but not paid still needs the seller; fully done goes last.
  const done = data.pedidos.filter((o) => !pending.includes(o));
  const unpaid = done.filter((o) => o.cobro.estado !== 'cobrado' && o.estadoPago !== 'Anulado');
  const closed = done.filter((o) => !unpaid.includes(o) && o.estadoPago !== 'Anulado');
  return (
    <>
      <p className="text-lg font-semibold" role="status">
        {pending.length === 0
          ? 'No quedan pedidos por entregar'
          : `Por entregar: ${pending.length}`}
      </p>
      {pending.length === 0 && <OtherFeriasPending ferias={others} onChoose={onChoose} />}
      <section aria-label="Por entregar" className="space-y-3">
        {[...pending, ...unpaid].map((o) => (
          <DeliveryCard key={o.id} order={o} />
        ))}
      </section>
      {closed.length > 0 && (
        <section aria-label="Entregados y cobrados" className="space-y-3">
          <h2 className="text-lg font-bold text-stone-700">
            Entregados y cobrados ({closed.length})
          </h2>
          {closed.map((o) => (
            <DeliveryCard key={o.id} order={o} />
          ))}
        </section>
      )}
    </>
  );
}
