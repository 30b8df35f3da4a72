// Preparación → "Reparto" (MARKET §14, seller and admin): the feria's Envío orders in the order of
// the run, from the market's origin. "Ordenar recorrido" asks the server for a route near the
// shortest; staff may move a stop (drag it, or ↑/↓) and the order is stored; "Imprimir" opens
// the A4 list the server writes.
import type { Parada } from '@feria/domain/schemas/envios-api';
import { useState } from 'react';
import {
  useGetRepartoQuery,
  useOrdenarRepartoMutation,
  useSetRepartoOrdenMutation,
} from '../../../api/envios.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ParadaCard } from './parada-card.tsx';
import { UbicacionDialog } from './ubicacion-dialog.tsx';

/** The stops' ids with the one at `from` moved to `to`. */
function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(Math.max(0, Math.min(next.length, to)), 0, id);
  return next;
}

const km = (n: number) => `${n.toLocaleString('es-AR', { maximumFractionDigits: 1 })} km`;

export function RepartoPanel({ feriaId }: { feriaId: number }) {
  const { data, isLoading, isError, error, refetch } = useGetRepartoQuery(feriaId);
  const [ordenar, ordering] = useOrdenarRepartoMutation();
  const [setOrden, reordering] = useSetRepartoOrdenMutation();
  const [problem, setProblem] = useState('');
  const [marking, setMarking] = useState<Parada | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  if (isError) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <p aria-busy="true">Cargando…</p>;
  const ids = data.paradas.map((p) => p.saleId);

  async function sort() {
    setProblem('');
    try {
      await ordenar(feriaId).unwrap();
      toast.success('Recorrido ordenado');
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= ids.length) return;
    try {
      await setOrden({ feriaId, saleIds: moved(ids, from, to) }).unwrap();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  const { origen } = data;
  return (
    <section aria-label="Reparto" className="space-y-3">
      <div className="space-y-1">
        <p className="text-stone-700">
          {origen?.lat != null
            ? `Sale de ${origen.direccion || `${origen.lat}, ${origen.lon}`}`
            : 'Sin punto de partida: configuralo en Panel → Envíos.'}
          {data.distanciaKm !== null && ` · Recorrido de ${km(data.distanciaKm)}`}
        </p>
        <p className="text-sm text-stone-600">
          {data.paradas.length === 1 ? '1 parada' : `${data.paradas.length} paradas`}
        </p>
      </div>
      <div data-print-hide className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={ordering.isLoading || data.paradas.length === 0}
          onClick={() => void sort()}
        >
          Ordenar recorrido
        </button>
        <a
          className={secondaryButton}
          href={`/api/ferias/${feriaId}/reparto.html`}
          target="_blank"
          rel="noopener"
        >
          Imprimir
        </a>
      </div>
      {problem && (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      )}
      {data.paradas.length === 0 ? (
        <p className="text-stone-600">No hay pedidos con envío para esta feria.</p>
      ) : (
        <ol aria-label="Paradas del reparto" aria-busy={reordering.isLoading} className="space-y-3">
          {data.paradas.map((p, i) => (
            <li
              key={p.saleId}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (dragged !== null) void move(dragged, i);
                setDragged(null);
              }}
            >
              <ParadaCard
                parada={p}
                first={i === 0}
                last={i === data.paradas.length - 1}
                onMove={(by) => void move(i, i + by)}
                onUbicacion={() => setMarking(p)}
              />
            </li>
          ))}
        </ol>
      )}
      {marking && <UbicacionDialog parada={marking} onClose={() => setMarking(null)} />}
    </section>
  );
}
