import type { CashEntry } from '@feria/domain/rules/cash';
import { isoDayToEs } from '@feria/domain/rules/dates';
import { BALANCE_PAGE_SIZE, clampPage, pageCount, pageSlice } from '@feria/domain/rules/pagination';
import { pesos } from '@feria/views/format.ts';
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager.tsx';

/** The cash movements, newest first (as the server sends them), 10 per page. */
export function EntriesTable({ entries }: { entries: CashEntry[] }) {
  const [wanted, setPage] = useState(1);
  const pages = pageCount(entries.length, BALANCE_PAGE_SIZE);
  const page = clampPage(wanted, pages);
  const rows = pageSlice(entries, page, BALANCE_PAGE_SIZE);

  return (
    <section aria-labelledby="movimientos-title">
      <h2 id="movimientos-title" className="mb-2 text-lg font-bold text-brand-800">
        Movimientos
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">
          Todavía no hay movimientos de caja.
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">
              Movimientos de caja, del más nuevo al más viejo. Página {page} de {pages}.
            </caption>
            <thead className="bg-brand-50 text-xs text-brand-800 uppercase">
              <tr>
                <th scope="col" className="w-[4.75rem] px-2 py-2 sm:w-28 sm:px-3">
                  Tipo
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3">
                  Descripción
                </th>
                <th scope="col" className="w-[7.5rem] px-2 py-2 text-right sm:w-36 sm:px-3">
                  Monto
                </th>
                <th scope="col" className="hidden w-28 px-3 py-2 sm:table-cell">
                  Fecha
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((e) => (
                <tr key={e.id}>
                  <td className="px-2 py-2 sm:px-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${e.tipo === 'Ingreso' ? 'bg-brand-100 text-brand-800' : 'bg-red-100 text-red-800'}`}
                    >
                      {e.tipo}
                    </span>
                  </td>
                  <td className="px-2 py-2 break-words sm:px-3">
                    {e.descripcion}
                    {/* On a phone the date goes under the description: four columns do not fit. */}
                    <span className="block text-xs text-stone-500 tabular-nums sm:hidden">
                      {isoDayToEs(e.fecha)}
                    </span>
                  </td>
                  <td
                    className={`px-2 py-2 text-right font-semibold whitespace-nowrap tabular-nums sm:px-3 ${e.tipo === 'Gasto' ? 'text-red-700' : 'text-brand-700'}`}
                  >
                    {pesos(e.tipo === 'Gasto' ? -e.monto : e.monto)}
                  </td>
                  <td className="hidden px-3 py-2 tabular-nums sm:table-cell">
                    {isoDayToEs(e.fecha)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pages={pages}
        onPage={setPage}
        label="Páginas de movimientos"
        hideSingle
        className="mt-3"
      />
    </section>
  );
}
