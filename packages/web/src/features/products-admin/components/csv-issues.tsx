import type { CsvImportIssue } from '@feria/domain/schemas/price-adjustment';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';

/** The import's refusal row by row: the row, the column, what the cell held and why. */
export function CsvIssues({ issues }: { issues: CsvImportIssue[] }) {
  return (
    <ScrollRegion
      label="Errores por fila"
      className="mt-3 max-h-80 overflow-auto rounded-lg border border-stone-200"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Errores por fila</caption>
        <thead className="sticky top-0 bg-stone-100 text-left">
          <tr>
            <th scope="col" className="px-3 py-2">
              Fila
            </th>
            <th scope="col" className="px-3 py-2">
              Campo
            </th>
            <th scope="col" className="px-3 py-2">
              Valor
            </th>
            <th scope="col" className="px-3 py-2">
              Problema
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={`${issue.fila}-${issue.campo}`} className="border-t border-stone-200">
              <td className="px-3 py-2 tabular-nums">{issue.fila}</td>
              <td className="px-3 py-2">{issue.campo}</td>
              <td className="max-w-40 break-words px-3 py-2 font-mono text-xs">
                {issue.valor === '' ? <span className="text-stone-500">(vacío)</span> : issue.valor}
              </td>
              <td className="px-3 py-2">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
