import { shopToday } from '@feria/domain/rules/dates';
import { cashPeriodSchema } from '@feria/domain/schemas/cash-period';
import { useState } from 'react';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cashCsvUrl } from '../api.ts';

/** Download the movements of a period as a CSV a Spanish spreadsheet opens as it is. */
export function ExportCsv() {
  const today = shopToday();
  const [desde, setDesde] = useState(() => `${today.slice(0, 8)}01`);
  const [hasta, setHasta] = useState(today);
  const period = cashPeriodSchema.safeParse({ desde, hasta });
  const problem = period.success ? '' : (period.error.issues[0]?.message ?? '');

  return (
    <section
      aria-labelledby="exportar-title"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4"
    >
      <h2 id="exportar-title" className="text-base font-bold text-brand-800">
        Exportar movimientos (CSV)
      </h2>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:items-end sm:gap-3">
        <TextField
          id="exportar-desde"
          label="Desde"
          type="date"
          value={desde}
          onChange={(e) => setDesde(e.target.value)}
        />
        <TextField
          id="exportar-hasta"
          label="Hasta"
          type="date"
          value={hasta}
          onChange={(e) => setHasta(e.target.value)}
          error={problem || undefined}
          announce
        />
        {period.success ? (
          <a
            href={cashCsvUrl(period.data)}
            download
            className={`${secondaryButton} col-span-2 sm:col-span-1`}
          >
            Descargar CSV
          </a>
        ) : (
          <button type="button" disabled className={`${secondaryButton} col-span-2 sm:col-span-1`}>
            Descargar CSV
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-stone-600">
        Dejá una fecha vacía para no limitar el período por ese lado.
      </p>
    </section>
  );
}
