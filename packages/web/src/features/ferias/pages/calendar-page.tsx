import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { isoDayToEs } from '@feria/domain/rules/dates';
import { feriaMapUrl, pedidosHastaText, weekdayLongDate } from '@feria/domain/rules/ferias';
import { useUpcomingFerias } from '../../../api/ferias.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /ferias (MARKET §1): the programada ferias ahead, with place, map and until when orders go. */
export function CalendarPage() {
  usePageTitle('Ferias');
  const { ferias, loading, failed } = useUpcomingFerias();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">Ferias</h1>
      <p className="mt-2 text-stone-700">
        Dónde y cuándo armamos el puesto. Retirás tu pedido en la feria que elijas, o te lo llevamos
        ese día.
      </p>
      {loading && <p className="mt-6 text-stone-600">Cargando ferias…</p>}
      {failed && (
        <p role="alert" className="mt-6 font-semibold text-red-700">
          No pudimos cargar las ferias. Probá de nuevo en un rato.
        </p>
      )}
      {!loading && !failed && ferias.length === 0 && (
        <p className="mt-6 rounded-lg bg-brand-50 p-4 font-semibold text-brand-800">
          {FERIA_MSG.sinFerias}
        </p>
      )}
      <ul className="mt-6 space-y-4">
        {ferias.map((feria) => (
          <li key={feria.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold text-brand-800 first-letter:uppercase">
              {weekdayLongDate(feria.fecha)}
              <span className="sr-only"> ({isoDayToEs(feria.fecha)})</span>
            </h2>
            <p className="mt-1 font-semibold">
              {feria.desde} a {feria.hasta} — {feria.lugar}
            </p>
            <p className="mt-1 text-stone-700">
              <a
                href={feriaMapUrl(feria)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-800 underline underline-offset-2"
              >
                {feria.direccion}
                <span className="sr-only"> (ver en el mapa)</span>
              </a>
            </p>
            <p className={`mt-2 text-sm ${feria.abierta ? 'text-stone-700' : 'text-stone-500'}`}>
              {feria.abierta ? `${pedidosHastaText(feria.cierre)}.` : 'Ya no se toman pedidos.'}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
