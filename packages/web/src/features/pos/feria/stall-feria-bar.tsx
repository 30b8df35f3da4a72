import { useId } from 'react';
import type { StallFeria } from '../../../core/stall-feria.ts';

/** Control's "Vendiendo en {lugar}" (MARKET §1): a choice when several ferias are today. */
export function StallFeriaBar({ stall }: { stall: StallFeria }) {
  const id = useId();
  const { today, feria, choose } = stall;
  if (today.length === 0) return null;
  if (today.length === 1) {
    return (
      <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
        Vendiendo en {feria?.lugar}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-3 py-2">
      <label htmlFor={id} className="font-semibold text-brand-900">
        {feria ? `Vendiendo en ${feria.lugar}` : 'Elegí la feria de la venta'}
      </label>
      <select
        id={id}
        className="min-h-11 w-full min-w-0 max-w-full rounded-md border border-stone-500 bg-white px-2 text-base sm:w-auto"
        value={feria?.id ?? ''}
        onChange={(e) => {
          const value = Number(e.target.value);
          if (value) choose(value);
        }}
      >
        {!feria && <option value="">Elegí la feria…</option>}
        {today.map((f) => (
          <option key={f.id} value={f.id}>
            {f.lugar} ({f.desde} a {f.hasta})
          </option>
        ))}
      </select>
    </div>
  );
}
