import { shopDateParts } from '@feria/domain/rules/dates';
import { formatSignedMoney, toCents } from '@feria/domain/rules/money';
import type { CajaSesion } from '@feria/domain/rules/register';
import { pesos } from '@feria/views/format.ts';
import { useGetCajaSesionesQuery } from '../../../api/register.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { CashOutside } from './cash-outside.tsx';

function when(iso: string) {
  const { fecha, hora } = shopDateParts(new Date(iso));
  return `${fecha} ${hora}`;
}

function Figure({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}

function SessionItem({ s }: { s: CajaSesion }) {
  const diff = s.diferencia === undefined ? null : toCents(s.diferencia);
  const tone = diff === null || diff === 0 ? '' : diff < 0 ? 'text-red-700' : 'text-brand-700';
  return (
    <li className="p-3">
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-semibold tabular-nums">{when(s.abiertaEn)}</span>
        <span className="text-stone-600">
          Abrió {s.abiertaPor}
          {s.estado === 'abierta' && (
            <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              Abierta
            </span>
          )}
        </span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Monto inicial" value={pesos(s.montoInicial)} />
        <Figure label="Esperado" value={pesos(s.esperado)} />
        <Figure label="Contado" value={s.contado === undefined ? '—' : pesos(s.contado)} />
        <Figure
          label="Diferencia"
          value={diff === null ? '—' : formatSignedMoney(diff)}
          tone={tone}
        />
      </dl>
    </li>
  );
}

/** Balance's "Cajas" (admin): every register session, newest first. */
export function RegisterSessions() {
  const { data, error, isLoading } = useGetCajaSesionesQuery();
  return (
    <section aria-labelledby="cajas-title">
      <h2 id="cajas-title" className="mb-2 text-lg font-bold text-brand-800">
        Cajas
      </h2>
      {isLoading && <p className="text-stone-600">Cargando cajas…</p>}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {errorMessage(error, 'No se pudieron cargar las cajas')}
        </p>
      )}
      {data && data.length === 0 && (
        <p className="rounded-xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">
          Todavía no se abrió ninguna caja.
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          {data.map((s) => (
            <SessionItem key={s.id} s={s} />
          ))}
        </ul>
      )}
      <CashOutside />
    </section>
  );
}
