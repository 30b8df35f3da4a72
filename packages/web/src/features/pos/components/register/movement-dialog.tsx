import { CASH_TYPES, type CashType } from '@feria/domain/cash';
import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { movimientoCajaSchema } from '@feria/domain/schemas/register';
import { type FormEvent, useState } from 'react';
import { useMovimientoCajaMutation } from '../../../../api/register.ts';
import { errorMessage, fieldErrors } from '../../../../app/api.ts';
import { Modal } from '../../../../components/ui/modal.tsx';
import { labelClass, primaryButton, secondaryButton } from '../../../../components/ui/styles.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
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
        <fieldset>
          <legend className={labelClass}>Tipo</legend>
          <div className="mt-1 grid grid-cols-2 gap-2">
            {CASH_TYPES.map((option) => (
              <label
                key={option}
                className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
              >
                <input
                  type="radio"
                  name="tipo"
                  value={option}
                  checked={tipo === option}
                  onChange={() => setTipo(option)}
                  className="size-4 accent-brand-700"
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Monto"
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          value={monto}
          onChange={(e) => setMonto(e.target.value)}
          error={errors.monto}
          announce
          placeholder="0,00"
        />
        <TextField
          label="Descripción"
          value={descripcion}
          maxLength={300}
          onChange={(e) => setDescripcion(e.target.value)}
          error={errors.descripcion}
          announce
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
