import type { FacturaFiltro } from '@feria/domain/rules/factura';
import type { FeriaRef } from '@feria/domain/rules/ferias';
import type { SaleFilters as Filters } from '@feria/domain/rules/sales-filters';
import { inputClass, labelClass } from '../../../components/ui/styles.ts';

type Props = {
  value: Filters;
  ferias: FeriaRef[];
  onChange: (next: Filters) => void;
  /** MARKET §12, when ARCA is on: "Sin factura" and "Factura rechazada" (asked of the server). */
  factura?: { value: FacturaFiltro | null; onChange: (next: FacturaFiltro | null) => void };
};

const FACTURA_CHIPS: { value: FacturaFiltro; label: string }[] = [
  { value: 'sin', label: 'Sin factura' },
  { value: 'rechazada', label: 'Factura rechazada' },
];

const chip = (on: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ${on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-stone-300'}`;

/** Ventas' filters (MARKET §7, §12): "Sin cobrar", "Para entregar", "Comprobantes por revisar",
 * the invoice, Feria, Canal. */
export function SaleFilters({ value, ferias, onChange, factura }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <button
        type="button"
        aria-pressed={value.sinCobrar}
        onClick={() => onChange({ ...value, sinCobrar: !value.sinCobrar })}
        className={chip(value.sinCobrar)}
      >
        Sin cobrar
      </button>
      <button
        type="button"
        aria-pressed={value.paraEntregar}
        onClick={() => onChange({ ...value, paraEntregar: !value.paraEntregar })}
        className={chip(value.paraEntregar)}
      >
        Para entregar
      </button>
      <button
        type="button"
        aria-pressed={value.comprobante}
        onClick={() => onChange({ ...value, comprobante: !value.comprobante })}
        className={chip(value.comprobante)}
      >
        Comprobantes por revisar
      </button>
      {factura &&
        FACTURA_CHIPS.map((chipOf) => (
          <button
            key={chipOf.value}
            type="button"
            aria-pressed={factura.value === chipOf.value}
            onClick={() => factura.onChange(factura.value === chipOf.value ? null : chipOf.value)}
            className={chip(factura.value === chipOf.value)}
          >
            {chipOf.label}
          </button>
        ))}
      <label className={`${labelClass} min-w-40`}>
        Feria
        <select
          className={inputClass}
          value={value.feriaId ?? ''}
          onChange={(e) => onChange({ ...value, feriaId: Number(e.target.value) || null })}
        >
          <option value="">Todas</option>
          {ferias.map((f) => (
            <option key={f.id} value={f.id}>
              {f.fecha.split('-').reverse().join('/')} · {f.lugar}
            </option>
          ))}
        </select>
      </label>
      <label className={`${labelClass} min-w-32`}>
        Canal
        <select
          className={inputClass}
          value={value.canal ?? ''}
          onChange={(e) =>
            onChange({
              ...value,
              canal: e.target.value === '' ? null : (e.target.value as 'web' | 'pos'),
            })
          }
        >
          <option value="">Todos</option>
          <option value="web">Web</option>
          <option value="pos">Puesto</option>
        </select>
      </label>
    </div>
  );
}
