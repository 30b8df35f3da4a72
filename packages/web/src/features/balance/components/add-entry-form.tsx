import { CASH_TYPES, type CashType } from '@feria/domain/cash';
import { shopToday } from '@feria/domain/dates';
import { MSG } from '@feria/domain/messages';
import { cashEntrySchema } from '@feria/domain/schemas/cash';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../app/api.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { normalizeAmount } from '../amount-input.ts';
import { useAddCashEntryMutation } from '../api.ts';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from './form-styles.ts';

type Errors = Partial<Record<'tipo' | 'monto' | 'descripcion' | 'fecha', string>>;

/** "Añadir Entrada": tipo (Ingreso by default), monto > 0, descripción and fecha required. */
export function AddEntryForm({ onDone }: { onDone: () => void }) {
  const [tipo, setTipo] = useState<CashType>('Ingreso');
  const [monto, setMonto] = useState('');
  const [descripcion, setDescripcion] = useState('');
  const [fecha, setFecha] = useState(() => shopToday());
  const [errors, setErrors] = useState<Errors>({});
  const [addEntry, { isLoading }] = useAddCashEntryMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashEntrySchema.safeParse({
      tipo,
      monto: normalizeAmount(monto),
      descripcion,
      fecha,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
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
      <fieldset>
        <legend className={labelClass}>Tipo</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {CASH_TYPES.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
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
      <div>
        <label htmlFor="entrada-monto" className={labelClass}>
          Monto
        </label>
        <input
          id="entrada-monto"
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          value={monto}
          onChange={(e) => setMonto(e.target.value)}
          aria-invalid={Boolean(errors.monto)}
          aria-describedby={errors.monto ? 'entrada-monto-error' : undefined}
          placeholder="0,00"
          className={inputClass}
        />
        {errors.monto && (
          <p id="entrada-monto-error" role="alert" className={errorClass}>
            {errors.monto}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="entrada-descripcion" className={labelClass}>
          Descripción
        </label>
        <input
          id="entrada-descripcion"
          value={descripcion}
          maxLength={300}
          onChange={(e) => setDescripcion(e.target.value)}
          aria-invalid={Boolean(errors.descripcion)}
          aria-describedby={errors.descripcion ? 'entrada-descripcion-error' : undefined}
          className={inputClass}
        />
        {errors.descripcion && (
          <p id="entrada-descripcion-error" className={errorClass}>
            {errors.descripcion}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="entrada-fecha" className={labelClass}>
          Fecha
        </label>
        <input
          id="entrada-fecha"
          type="date"
          value={fecha}
          onChange={(e) => setFecha(e.target.value)}
          aria-invalid={Boolean(errors.fecha)}
          aria-describedby={errors.fecha ? 'entrada-fecha-error' : undefined}
          className={inputClass}
        />
        {errors.fecha && (
          <p id="entrada-fecha-error" className={errorClass}>
            {errors.fecha}
          </p>
        )}
      </div>
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
