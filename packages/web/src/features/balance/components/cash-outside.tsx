import { shopDateParts } from '@feria/domain/rules/dates';
import { pesos } from '@feria/views/format.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetCajaFueraQuery } from '../api.ts';

function when(iso: string) {
  const { fecha, hora } = shopDateParts(new Date(iso));
  return `${fecha} ${hora}`;
}

/**
 * Balance → Cajas: "Efectivo fuera de caja" (MARKET §3), the stall's cash sales that reached the
 * server with no register open, so no count includes them. Shown only when there are some.
 */
export function CashOutside() {
  const { data, error } = useGetCajaFueraQuery();
  if (error) {
    return (
      <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-red-800">
        {errorMessage(error, 'No se pudo cargar el efectivo fuera de caja')}
      </p>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="fuera-title" className="mt-4">
      <h3 id="fuera-title" className="mb-1 font-bold text-amber-900">
        Efectivo fuera de caja
      </h3>
      <p className="mb-2 text-sm text-stone-600">
        Ventas en efectivo que llegaron sin una caja abierta: ningún arqueo las contó.
      </p>
      <ul className="divide-y divide-amber-100 rounded-xl bg-amber-50 ring-1 ring-amber-200">
        {data.map((v) => (
          <li key={v.ventaId} className="flex flex-wrap justify-between gap-x-3 p-3 text-sm">
            <span className="font-semibold">Venta N° {v.ventaId}</span>
            <span className="tabular-nums text-stone-700">{when(v.fecha)}</span>
            <span className="text-stone-700">{v.vendedor}</span>
            <span className="font-semibold tabular-nums">{pesos(v.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
