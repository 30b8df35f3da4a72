import { AUDIT_AREAS } from '@feria/domain/rules/audit-kinds';
import { shopDateParts } from '@feria/domain/rules/dates';
import { pageCount } from '@feria/domain/rules/pagination';
import { AUDIT_PAGE } from '@feria/domain/schemas/account';
import { type FormEvent, useState } from 'react';
import { Pager } from '../../../components/ui/pager.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useGetActivityQuery } from '../api.ts';

const when = (iso: string) => {
  const { fecha, hora } = shopDateParts(new Date(iso));
  return `${fecha} ${hora}`;
};

/** /dashboard/actividad (admin): who did what and when, newest first (DESIGN §3.19). */
export function ActivityPage() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState({ quien: '', accion: '' });
  const { data, isFetching, isError, error } = useGetActivityQuery({
    offset: (page - 1) * AUDIT_PAGE,
    limit: AUDIT_PAGE,
    ...filters,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters({
      quien: String(form.get('quien') ?? ''),
      accion: String(form.get('accion') ?? ''),
    });
    setPage(1);
  }

  const pages = pageCount(data?.total ?? 0, AUDIT_PAGE);
  return (
    <div className="mx-auto max-w-6xl p-4 md:p-6">
      <section
        aria-labelledby="actividad"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:p-6"
      >
        <h1 id="actividad" className="text-xl font-bold text-brand-800">
          Actividad
        </h1>
        <form
          onSubmit={onSubmit}
          aria-label="Filtrar actividad"
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
        >
          <TextField
            id="filtro-quien"
            label="Persona"
            name="quien"
            type="search"
            placeholder="correo o parte de él"
          />
          <SelectField id="filtro-accion" label="Tipo" name="accion" defaultValue="">
            <option value="">Todos</option>
            {AUDIT_AREAS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </SelectField>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            Filtrar
          </button>
        </form>
        <div className="mt-4" aria-busy={isFetching}>
          {isError && <p className="text-red-700">{errorMessage(error)}</p>}
          {data && data.rows.length === 0 && (
            <p className="text-stone-600">No hay actividad para mostrar.</p>
          )}
          {data && data.rows.length > 0 && (
            <ScrollRegion label="Tabla de actividad" className="overflow-x-auto">
              <table className="w-full min-w-[46rem] text-left text-sm">
                <caption className="sr-only">Actividad, de la más nueva a la más vieja</caption>
                <thead className="border-b border-stone-200 text-stone-500">
                  <tr>
                    {['Fecha', 'Quién', 'Acción', 'Detalle', 'Dirección'].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((r) => (
                    <tr key={r.id} className="border-b border-stone-100 align-top last:border-0">
                      <td className="px-3 py-2 whitespace-nowrap text-stone-600 tabular-nums">
                        {when(r.fecha)}
                      </td>
                      <td className="px-3 py-2 break-all text-stone-800">{r.quien}</td>
                      <td className="px-3 py-2 whitespace-nowrap font-mono text-xs text-stone-700">
                        {r.accion}
                      </td>
                      <td className="px-3 py-2 text-stone-800">{r.detalle}</td>
                      <td className="px-3 py-2 font-mono text-xs break-all text-stone-600">
                        {r.ip}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </div>
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          label="Paginación de actividad"
          hideSingle
          className="mt-4"
        />
      </section>
    </div>
  );
}
