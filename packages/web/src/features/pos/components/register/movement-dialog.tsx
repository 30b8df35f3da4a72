import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { movimientoCajaSchema } from '@feria/domain/schemas/register';
import { type FormEvent, useState } from 'react';
import { useMovimientoCajaMutation } from '../../../../api/register.ts';
import {
  type CashEntryDraft,
  CashEntryFields,
  draftBody,
} from '../../../../components/cash-entry-fields.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles.ts';
import { errorMessage, fieldErrors } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';

type Errors = Partial<Record<'tipo' | 'monto' | 'descripcion', string>>;

/** "Movimiento": cash put in (Ingreso) or taken out (Gasto) of the open register. */
export function MovementDialog({ onDone }: { onDone: () => void }) {
  const [entry, setEntry] = useState<CashEntryDraft>({ tipo: 'Gasto', monto: '', descripcion: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useMovimientoCajaMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = movimientoCajaSchema.safeParse(draftBody(entry));
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setErrors({});
    try {
      await save(parsed.data).unwrap();
      toast.success(`${entry.tipo} registrado`);
      onDone();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else {
        toast.error(errorMessage(err));
        onDone();
      }
    }
  }

  return (
    <Modal title="Movimiento" onClose={onDone} busy={isLoading}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <CashEntryFields value={entry} onChange={setEntry} errors={errors} />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <button type="button" onClick={onDone} className={secondaryButton}>
            Cancelar
          </button>
          <button type="submit" disabled={isLoading} className={primaryButton}>
            {isLoading ? 'Guardando…' : 'Guardar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
