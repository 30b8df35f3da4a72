import { weekdayLongDate } from '@feria/domain/rules/ferias';
import type { PortalFeria } from '@feria/domain/rules/portal';
import { useId, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetOwnFeriasQuery, useSetNoLlevoMutation } from '../api.ts';

/** "3 pedidos con tus productos", "1 pedido con tus productos". */
function pedidosText(n: number): string {
  return n === 1 ? '1 pedido con tus productos' : `${n} pedidos con tus productos`;
}

/** "Ferias": each feria ahead, and "No llevo a esta feria" / "Sí llevo" until its cierre. */
export function FeriasTab() {
  const { data, error, refetch } = useGetOwnFeriasQuery();
  if (error) return <LoadError message={errorMessage(error)} onRetry={refetch} />;
  if (!data) return <p role="status">Cargando…</p>;
  if (data.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-center text-stone-700 ring-1 ring-stone-200">
        No hay ferias programadas
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {data.map((f) => (
        <li key={f.id}>
          <FeriaCard feria={f} />
        </li>
      ))}
    </ul>
  );
}

function FeriaCard({ feria }: { feria: PortalFeria }) {
  const titleId = useId();
  const [setNoLlevo, { isLoading }] = useSetNoLlevoMutation();
  const [error, setError] = useState('');

  async function toggle() {
    setError('');
    try {
      await setNoLlevo({ feriaId: feria.id, noLlevo: !feria.noLlevo }).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id={titleId} className="text-lg font-bold text-stone-900 first-letter:uppercase">
        {weekdayLongDate(feria.fecha)}, {feria.desde} a {feria.hasta}
      </h2>
      <p className="break-words text-stone-800">
        {feria.lugar}
        {feria.direccion && <span className="text-stone-600"> — {feria.direccion}</span>}
      </p>
      <p className="text-stone-800">{pedidosText(feria.pedidos)}</p>
      {feria.noLlevo && (
        <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-400">
          No llevás a esta feria
        </p>
      )}
      {feria.abierta && (
        <button
          type="button"
          onClick={toggle}
          disabled={isLoading}
          className={feria.noLlevo ? primaryButton : secondaryButton}
        >
          {feria.noLlevo ? 'Sí llevo' : 'No llevo a esta feria'}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </article>
  );
}
