import { ISO_MONTH, shopToday } from '@feria/domain/rules/dates';
import { useState } from 'react';
import { inputClass, labelClass, secondaryButton } from '../../../components/ui/styles.ts';

/** MARKET §12 (admin): the month's invoices and credit notes as a CSV for the accountant. */
export function FacturasDelMes() {
  const [mes, setMes] = useState(() => shopToday().slice(0, 7));
  // A month cleared in the input: the server takes this month.
  const ok = ISO_MONTH.test(mes);
  return (
    <section
      aria-labelledby="facturas-mes-title"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4"
    >
      <h2 id="facturas-mes-title" className="text-base font-bold text-brand-800">
        Facturas del mes
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="facturas-mes" className={labelClass}>
            Mes
          </label>
          <input
            id="facturas-mes"
            type="month"
            value={mes}
            onChange={(e) => setMes(e.target.value)}
            className={inputClass}
          />
        </div>
        <a
          href={`/api/facturas.csv${ok ? `?mes=${mes}` : ''}`}
          download
          className={secondaryButton}
        >
          Descargar facturas (CSV)
        </a>
      </div>
    </section>
  );
}
