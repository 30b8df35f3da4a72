import { isoDayToEs, shopToday } from '@feria/domain/rules/dates';
import { fromCents, toCents } from '@feria/domain/rules/money';
import { settlementTotals } from '@feria/domain/rules/settlement';
import { type FormEvent, useState } from 'react';
import { useGetFeriasQuery } from '../../../api/ferias-admin.ts';
import { useLazyGetSettlementQuery } from '../../../api/producers.ts';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { PayProducer } from '../components/pay-producer.tsx';
import { ProducerSettlement, SettlementSums } from '../components/producer-settlement.tsx';
import '../print.css';

type Shown = { desde: string; hasta: string } | { feriaId: string };

/** /dashboard/liquidaciones (MARKET §4): what the market owes each producer for a range of days
 * or for one feria. */
export function SettlementsPage() {
  const today = shopToday();
  const [desde, setDesde] = useState(today);
  const [hasta, setHasta] = useState(today);
  const [feriaId, setFeriaId] = useState('');
  const [shown, setShown] = useState<Shown | null>(null);
  const [load, result] = useLazyGetSettlementQuery();
  const ferias = useGetFeriasQuery().data ?? [];
  const search = shown ? new URLSearchParams(shown).toString() : '';
  const shownFeria =
    shown && 'feriaId' in shown ? ferias.find((f) => String(f.id) === shown.feriaId) : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Shown = feriaId ? { feriaId } : { desde, hasta };
    setShown(next);
    load(new URLSearchParams(next).toString());
  }

  const list = result.data ?? [];
  const totals = settlementTotals(
    list.map((p) => ({
      brutoCents: toCents(p.bruto),
      comisionCents: toCents(p.comision),
      aPagarCents: toCents(p.aPagar),
    })),
  );

  const period = !shown
    ? ''
    : 'feriaId' in shown
      ? `Feria ${shownFeria ? `del ${isoDayToEs(shownFeria.fecha)} — ${shownFeria.lugar}` : `#${shown.feriaId}`}`
      : `Del ${isoDayToEs(shown.desde)} al ${isoDayToEs(shown.hasta)}`;

  return (
    <div className="liquidacion-imprimible mx-auto w-full max-w-5xl min-w-0 px-3 py-4 sm:px-6 sm:py-6">
      <h1 className="text-2xl font-bold text-brand-800">Liquidaciones</h1>
      {shown && <p className="mt-1 text-stone-700">{period}</p>}
      <form onSubmit={onSubmit} noValidate className="no-print mt-4 flex flex-wrap items-end gap-3">
        <div className="w-44">
          <TextField
            label="Desde"
            type="date"
            value={desde}
            onChange={(e) => setDesde(e.target.value)}
          />
        </div>
        <div className="w-44">
          <TextField
            label="Hasta"
            type="date"
            value={hasta}
            onChange={(e) => setHasta(e.target.value)}
          />
        </div>
        <label className="flex w-60 flex-col gap-1 text-sm font-medium text-stone-800">
          Feria
          <select
            value={feriaId}
            onChange={(e) => setFeriaId(e.target.value)}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
          >
            <option value="">Por fechas</option>
            {ferias.map((f) => (
              <option key={f.id} value={String(f.id)}>
                {isoDayToEs(f.fecha)} — {f.lugar}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          Ver liquidación
        </button>
      </form>
      {result.isError && (
        <p role="alert" className="no-print mt-4 font-semibold text-red-800">
          {errorMessage(result.error)}
        </p>
      )}
      {result.isFetching && (
        <p role="status" className="no-print mt-4 text-stone-600">
          Calculando liquidación…
        </p>
      )}
      {shown && result.isSuccess && !result.isFetching && (
        <>
          <div className="no-print mt-4 flex flex-wrap gap-2">
            <a href={`/api/liquidaciones.csv?${search}`} download className={secondaryButton}>
              Descargar CSV
            </a>
            <button type="button" onClick={() => window.print()} className={secondaryButton}>
              Imprimir
            </button>
          </div>
          {list.length === 0 ? (
            <p className="mt-6 rounded-xl bg-white px-4 py-8 text-center text-stone-600">
              No hubo ventas de productores en ese período
            </p>
          ) : (
            <>
              {list.map((item) => (
                <ProducerSettlement key={item.productor.id} item={item} period={period}>
                  {shown && (
                    <PayProducer
                      item={item}
                      period={'feriaId' in shown ? { feriaId: Number(shown.feriaId) } : shown}
                      onPaid={() => load(search)}
                    />
                  )}
                </ProducerSettlement>
              ))}
              <section
                aria-labelledby="liquidacion-totales"
                className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200"
              >
                <h2 id="liquidacion-totales" className="text-lg font-bold text-stone-900">
                  Totales
                </h2>
                <SettlementSums
                  bruto={fromCents(totals.brutoCents)}
                  comision={fromCents(totals.comisionCents)}
                  aPagar={fromCents(totals.aPagarCents)}
                />
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
