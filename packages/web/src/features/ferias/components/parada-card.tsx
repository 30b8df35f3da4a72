// One stop of the reparto on the driver's phone (MARKET §14): who, where, "Llamar", "Cómo
// llegar", what to collect, and the two results: "Entregado" (asking "¿Cobraste $ x?" as Entregas
// does) and "No estaba".
import { formatFixedMoney } from '@feria/domain/rules/money';
import { type PaymentMethod, paymentLabel } from '@feria/domain/rules/payment';
import type { Parada } from '@feria/domain/schemas/envios-api';
import { useState } from 'react';
import { useSetRepartoResultadoMutation } from '../../../api/envios.ts';
import { bigButton, CobroChoice } from '../../../components/cobro-choice.tsx';
import { quietButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

const ESTADO: Record<Parada['estado'], string> = {
  pendiente: 'Pendiente',
  entregado: 'Entregado',
  no_estaba: 'No estaba',
};

type Props = {
  parada: Parada;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onUbicacion: () => void;
};

export function ParadaCard({ parada: p, first, last, onMove, onUbicacion }: Props) {
  const [asking, setAsking] = useState(false);
  const [send, { isLoading }] = useSetRepartoResultadoMutation();
  const delivered = p.estado === 'entregado';

  async function result(resultado: 'entregado' | 'no_estaba', medio?: PaymentMethod) {
    try {
      await send({ saleId: p.saleId, resultado, ...(medio ? { cobro: { medio } } : {}) }).unwrap();
      setAsking(false);
      toast.success(
        resultado === 'no_estaba'
          ? `Pedido N° ${p.saleId}: no estaba`
          : medio
            ? `Pedido N° ${p.saleId} entregado y cobrado (${paymentLabel(medio)})`
            : `Pedido N° ${p.saleId} entregado${p.aCobrar > 0 ? ' (queda debiendo)' : ''}`,
      );
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <article
      aria-label={`Parada ${p.orden}: pedido N° ${p.saleId}`}
      className={`rounded-2xl p-4 ring-1 ${delivered ? 'bg-stone-50 ring-stone-200' : 'bg-white ring-brand-200'}`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xl font-extrabold text-brand-800">
            {p.orden}. <span className="text-base font-semibold">N° {p.saleId}</span>
          </p>
          <p className="text-lg font-semibold">{p.cliente}</p>
          <p className="text-stone-800">{p.direccion}</p>
          <p className="text-sm text-stone-600">
            {[p.barrio, p.zona && p.zona !== p.barrio ? `zona ${p.zona}` : '']
              .filter(Boolean)
              .join(' · ')}
            {p.lat === null && (
              <span className="ml-1 font-semibold text-amber-800">Sin ubicación</span>
            )}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p
            className={`inline-block rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap ${p.aCobrar > 0 ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-800'}`}
          >
            {p.aCobrar > 0 ? `A cobrar ${formatFixedMoney(p.aCobrar)}` : 'Pagado'}
          </p>
          <p className="mt-1 text-sm font-semibold text-stone-700">{ESTADO[p.estado]}</p>
        </div>
      </header>
      <div className="mt-3 flex flex-wrap gap-2">
        {p.celular && (
          <a className={secondaryButton} href={`tel:${p.celular.replace(/[^\d+]/g, '')}`}>
            Llamar
          </a>
        )}
        <a
          className={secondaryButton}
          href={p.comoLlegar}
          target="_blank"
          rel="noopener noreferrer"
        >
          Cómo llegar
        </a>
        <button type="button" className={quietButton} onClick={onUbicacion}>
          Marcar ubicación
        </button>
        <button
          type="button"
          className={quietButton}
          disabled={first}
          aria-label={`Subir la parada ${p.orden}`}
          onClick={() => onMove(-1)}
        >
          ↑ Subir
        </button>
        <button
          type="button"
          className={quietButton}
          disabled={last}
          aria-label={`Bajar la parada ${p.orden}`}
          onClick={() => onMove(1)}
        >
          ↓ Bajar
        </button>
      </div>
      {asking && !delivered && (
        <CobroChoice
          legend={`¿Cobraste ${formatFixedMoney(p.aCobrar)}?`}
          busy={isLoading}
          onMedio={(m) => void result('entregado', m)}
          onNotYet={() => void result('entregado')}
        />
      )}
      {!delivered && !asking && (
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            disabled={isLoading}
            onClick={() => (p.aCobrar > 0 ? setAsking(true) : void result('entregado'))}
            className={`${bigButton} bg-brand-700 text-white`}
          >
            Entregado
          </button>
          <button
            type="button"
            disabled={isLoading}
            onClick={() => void result('no_estaba')}
            className={`${bigButton} border-2 border-stone-400 bg-white text-stone-800`}
          >
            No estaba
          </button>
        </div>
      )}
    </article>
  );
}
