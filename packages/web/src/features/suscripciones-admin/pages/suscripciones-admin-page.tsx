import { weekdayLongDate } from '@feria/domain/rules/ferias';
import { plural } from '@feria/domain/rules/plural';
import type { Suscripcion } from '@feria/domain/schemas/suscripcion';
import {
  useGenerarMutation,
  useGetResumenQuery,
  useGetSuscripcionesQuery,
} from '../../../api/suscripciones.ts';
import { primaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const FRECUENCIA = { semanal: 'Cada semana', quincenal: 'Cada dos semanas' } as const;

/** The soonest next feria among the subscriptions: the one the summary is about. */
function nextFeria(subs: readonly Suscripcion[]) {
  const next = subs
    .map((s) => s.proxima)
    .filter((p) => p !== null)
    .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
  return next[0] ?? null;
}

function Resumen({ feriaId }: { feriaId: number }) {
  const { data } = useGetResumenQuery(feriaId);
  if (!data) return null;
  const total = data.bolsones.reduce((n, b) => n + b.cantidad, 0);
  return (
    <section aria-label="Próxima feria" className="rounded-xl bg-brand-50 p-4 text-stone-800">
      <p className="text-lg font-bold">
        Bolsones: {total} para {data.feria.lugar}
      </p>
      <p className="text-sm">Feria del {weekdayLongDate(data.feria.fecha)}</p>
      <ul className="mt-2 text-sm">
        {data.bolsones.map((b) => (
          <li key={b.productoId}>
            {b.cantidad} × {b.nombre} ({plural(b.pedidos, 'pedido')})
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        Salteadas: {data.salteadas} · Sin stock: {data.sinStock}
      </p>
    </section>
  );
}

/** MARKET §9 Panel → "Suscripciones": every subscription and the next feria's bolsones. */
export function SuscripcionesAdminPage() {
  usePageTitle('Suscripciones');
  const { data = [], isLoading } = useGetSuscripcionesQuery(undefined);
  const [generar, generating] = useGenerarMutation();
  const next = nextFeria(data);
  const run = async () => {
    try {
      const r = await generar().unwrap();
      toast.success(
        `${plural(r.creados, 'pedido creado', 'pedidos creados')}${r.sinStock.length ? ` · ${r.sinStock.length} sin stock` : ''}`,
      );
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-800">Suscripciones</h1>
        <button
          type="button"
          className={primaryButton}
          disabled={generating.isLoading}
          onClick={run}
        >
          Generar pedidos ahora
        </button>
      </div>
      {next && <Resumen feriaId={next.feriaId} />}
      {isLoading ? (
        <p role="status">Cargando…</p>
      ) : data.length === 0 ? (
        <p>Todavía no hay suscripciones.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((s) => (
            <li
              key={s.id}
              className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-stone-200"
            >
              <p className="font-semibold text-stone-900">
                {s.cliente?.nombre} · {s.cantidad} × {s.nombre}
              </p>
              <p className="text-stone-600">
                {FRECUENCIA[s.frecuencia]} ·{' '}
                {s.envio === 'Retiro' ? s.lugar : `Envío: ${s.direccion}`} · {s.estado}
                {s.proxima &&
                  ` · Próxima: ${weekdayLongDate(s.proxima.fecha)}${s.proxima.salteada ? ' (salteada)' : ''}${s.proxima.sinStock ? ' (sin stock)' : ''}`}
              </p>
              {s.cliente && (
                <p className="text-stone-500">
                  {s.cliente.correo} {s.cliente.celular && `· ${s.cliente.celular}`}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
