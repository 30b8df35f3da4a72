import { shopDateTime } from '@feria/domain/rules/dates';
import { formatMoney, toCents } from '@feria/domain/rules/money';
import type { PriceHistoryMotivo } from '@feria/domain/schemas/price-adjustment';
import { useGetPriceHistoryQuery } from '../prices-api.ts';

const MOTIVO: Record<PriceHistoryMotivo, string> = {
  edicion: 'Edición',
  ajuste: 'Ajuste',
  importacion: 'Importación',
  propuesta: 'Propuesta del productor',
};

/** A product's price history in its edit dialog (MARKET.md §5), newest first. */
export function PriceHistory({ productId }: { productId: number }) {
  const { data, isLoading, isError } = useGetPriceHistoryQuery(productId);
  return (
    <section aria-labelledby="historial-precios" className="sm:col-span-2">
      <h3 id="historial-precios" className="text-sm font-semibold text-stone-700">
        Historial de precios
      </h3>
      {isLoading ? (
        <p className="mt-1 text-sm text-stone-600">Cargando historial…</p>
      ) : isError ? (
        <p className="mt-1 text-sm text-red-700">No se pudo cargar el historial</p>
      ) : !data?.length ? (
        <p className="mt-1 text-sm text-stone-600">Su precio todavía no cambió.</p>
      ) : (
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard
          tabIndex={0}
          aria-label="Cambios de precio"
          className="mt-1 max-h-40 overflow-y-auto rounded-lg border border-stone-200 text-sm"
        >
          {data.map((entry) => (
            <li
              key={`${entry.fecha}-${entry.antes}-${entry.despues}`}
              className="flex flex-wrap justify-between gap-x-3 border-b border-stone-100 px-3 py-1.5 last:border-0"
            >
              <span className="text-stone-600">
                {shopDateTime(entry.fecha)} · {MOTIVO[entry.motivo]}
              </span>
              <span className="tabular-nums">
                {formatMoney(toCents(entry.antes))} → {formatMoney(toCents(entry.despues))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
