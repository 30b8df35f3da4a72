import { PRICE_MSG } from '@feria/domain/messages/prices';
import type { CsvImportIssue, CsvImportPreview } from '@feria/domain/schemas/price-adjustment';
import { type ChangeEvent, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useImportProductsCsvMutation, usePreviewProductsCsvMutation } from '../prices-api.ts';
import { CsvIssues } from './csv-issues.tsx';
import { CsvPreview } from './csv-preview.tsx';

type Report = { title: string; message: string; issues: CsvImportIssue[] };
type Chosen = { file: File; actualizarStock: boolean; preview: CsvImportPreview };

function issuesOf(err: unknown): CsvImportIssue[] {
  const data = (err as { data?: { issues?: unknown } }).data;
  return Array.isArray(data?.issues) && data.issues.every((i) => 'fila' in i) ? data.issues : [];
}

const refused = (err: unknown): Report => ({
  title: 'No se importó nada',
  message: errorMessage(err),
  issues: issuesOf(err),
});

/**
 * "Exportar CSV" (a download) and "Importar CSV": a file, its preview (what changes, which
 * producers are new, "Actualizar stock"), then "Importar" and its report row by row.
 */
export function CsvTools() {
  const input = useRef<HTMLInputElement>(null);
  const [importCsv, { isLoading: importing }] = useImportProductsCsvMutation();
  const [previewCsv, { isLoading: previewing }] = usePreviewProductsCsvMutation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const busy = importing || previewing;

  async function showPreview(file: File, actualizarStock: boolean) {
    try {
      const preview = await previewCsv({ file, actualizarStock }).unwrap();
      setChosen({ file, actualizarStock, preview });
    } catch (err) {
      setChosen(null);
      setReport(refused(err));
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void showPreview(file, false);
  }

  async function confirm() {
    if (!chosen) return;
    try {
      const answer = await importCsv(chosen).unwrap();
      setReport({
        title: 'Importación lista',
        message: PRICE_MSG.importados(answer.creados, answer.actualizados),
        issues: [],
      });
    } catch (err) {
      setReport(refused(err));
    }
    setChosen(null);
  }

  return (
    <>
      <a href="/api/sheets/data.csv" download className={secondaryButton}>
        Exportar CSV
      </a>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        className={secondaryButton}
      >
        {previewing && !chosen ? 'Leyendo…' : 'Importar CSV'}
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="Archivo CSV a importar"
        className="sr-only"
        tabIndex={-1}
        onChange={onFile}
      />
      {chosen && (
        <Modal
          title="Vista previa de la importación"
          subtitle={chosen.file.name}
          onClose={() => setChosen(null)}
          width="max-w-2xl"
          busy={importing}
        >
          <CsvPreview
            preview={chosen.preview}
            actualizarStock={chosen.actualizarStock}
            onStock={(checked) => {
              setChosen({ ...chosen, actualizarStock: checked });
              void showPreview(chosen.file, checked);
            }}
            busy={busy}
          />
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => setChosen(null)}
              disabled={importing}
              className={secondaryButton}
            >
              Cancelar
            </button>
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={busy}
              className={primaryButton}
              data-autofocus
            >
              {importing ? 'Importando…' : 'Importar'}
            </button>
          </div>
        </Modal>
      )}
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
          {report.issues.length > 0 && <CsvIssues issues={report.issues} />}
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
