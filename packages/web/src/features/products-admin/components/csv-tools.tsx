import { PRICE_MSG } from '@feria/domain/price-messages';
import type { CsvImportIssue } from '@feria/domain/schemas/price-adjustment';
import { type ChangeEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../app/errors.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { useImportProductsCsvMutation } from '../prices-api.ts';

type Report = { title: string; message: string; issues: CsvImportIssue[] };

function issuesOf(err: unknown): CsvImportIssue[] {
  const data = (err as { data?: { issues?: unknown } }).data;
  return Array.isArray(data?.issues) && data.issues.every((i) => 'fila' in i) ? data.issues : [];
}

/** "Exportar CSV" (a download) and "Importar CSV" (a file, then its report row by row). */
export function CsvTools() {
  const input = useRef<HTMLInputElement>(null);
  const [importCsv, { isLoading }] = useImportProductsCsvMutation();
  const [report, setReport] = useState<Report | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const answer = await importCsv(file).unwrap();
      setReport({
        title: 'Importación lista',
        message: PRICE_MSG.importados(answer.creados, answer.actualizados),
        issues: [],
      });
    } catch (err) {
      setReport({ title: 'No se importó nada', message: errorMessage(err), issues: issuesOf(err) });
    }
  }

  return (
    <>
      <a href="/api/sheets/data.csv" download className={secondaryButton}>
        Exportar CSV
      </a>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={isLoading}
        className={secondaryButton}
      >
        {isLoading ? 'Importando…' : 'Importar CSV'}
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Archivo CSV a importar"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => void onFile(e)}
      />
      {report && (
        <Modal
          title={report.title}
          onClose={() => setReport(null)}
          width="max-w-2xl"
          closeButton={false}
        >
          <p role={report.issues.length ? 'alert' : 'status'} className="font-medium">
            {report.message}
          </p>
          {report.issues.length > 0 && (
            <ScrollRegion
              label="Errores por fila"
              className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-stone-200"
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
                      Problema
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.issues.map((issue) => (
                    <tr key={`${issue.fila}-${issue.campo}`} className="border-t border-stone-200">
                      <td className="px-3 py-2 tabular-nums">{issue.fila}</td>
                      <td className="px-3 py-2">{issue.campo}</td>
                      <td className="px-3 py-2">{issue.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <div className="mt-4 flex justify-end">
            <button
              type="button"
              onClick={() => setReport(null)}
              className={primaryButton}
              data-autofocus
            >
              Cerrar
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
