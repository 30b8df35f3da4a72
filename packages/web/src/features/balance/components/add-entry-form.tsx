import { MSG } from '@feria/domain/messages/shop';
import { shopToday } from '@feria/domain/rules/dates';
import { cashEntrySchema } from '@feria/domain/schemas/cash';
import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { type FormEvent, useState } from 'react';
import {
  type CashEntryDraft,
  CashEntryFields,
  draftBody,
} from '../../../components/cash-entry-fields.tsx';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddCashEntryMutation } from '../api.ts';

type Errors = Partial<Record<'tipo' | 'monto' | 'descripcion' | 'fecha', string>>;

/** "Añadir Entrada": tipo (Ingreso by default), monto > 0, descripción and fecha required. */
export function AddEntryForm({ onDone }: { onDone: () => void }) {
  const [entry, setEntry] = useState<CashEntryDraft>({
    tipo: 'Ingreso',
    monto: '',
    descripcion: '',
  });
  const [fecha, setFecha] = useState(() => shopToday());
  const [errors, setErrors] = useState<Errors>({});
  const [addEntry, { isLoading }] = useAddCashEntryMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashEntrySchema.safeParse({ ...draftBody(entry), fecha });
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await addEntry(parsed.data).unwrap();
      toast.success(MSG.entradaAnadida);
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(MSG.errorEntradaCaja);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <CashEntryFields value={entry} onChange={setEntry} errors={errors} />
      <TextField
        label="Fecha"
        type="date"
        value={fecha}
        onChange={(e) => setFecha(e.target.value)}
        error={errors.fecha}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={secondaryButton}>
          Cancelar
        </button>
        <button type="submit" disabled={isLoading} className={primaryButton}>
          {isLoading ? 'Guardando…' : 'Guardar entrada'}
        </button>
      </div>
    </form>
  );
}
