import type { CashType } from '@feria/domain/cash';
import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { movimientoCajaSchema } from '@feria/domain/schemas/register';
import { type FormEvent, useState } from 'react';
import { useMovimientoCajaMutation } from '../../../../api/register.ts';
import { errorMessage, fieldErrors } from '../../../../app/api.ts';
import { CashEntryFields } from '../../../../components/cash-entry-fields.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles.ts';
import { toast } from '../../../../components/ui/toast.tsx';
import { normalizeAmount } from '../../../../lib/amount-input.ts';

type Errors = Partial<Record<'tipo' | 'monto' | 'descripcion', string>>;

/** "Movimiento": cash put in (Ingreso) or taken out (Gasto) of the open register. */
export function MovementDialog({ onDone }: { onDone: () => void }) {
  const [tipo, setTipo] = useState<CashType>('Gasto');
  const [monto, setMonto] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useMovimientoCajaMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { tipo, monto: normalizeAmount(monto), descripcion };
    const parsed = movimientoCajaSchema.safeParse(body);
    if (!parsed.success) return setErrors(schemaErrors(parsed.error));
    setErrors({});
    try {
      await save(parsed.data).unwrap();
      toast.success(`${tipo} registrado`);
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
        <CashEntryFields
          tipo={tipo}
          onTipo={setTipo}
          monto={monto}
          onMonto={setMonto}
          descripcion={descripcion}
          onDescripcion={setDescripcion}
          errors={errors}
        />
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
