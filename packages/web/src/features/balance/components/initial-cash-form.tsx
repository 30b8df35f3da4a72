import { initialCashSchema } from '@feria/domain/schemas/cash';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../app/api.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { normalizeAmount } from '../amount-input.ts';
import { useSetInitialCashMutation } from '../api.ts';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from './form-styles.ts';

/** "Modificar Caja Inicial": zero or more pesos, with up to two decimals. */
export function InitialCashForm({ current, onDone }: { current: number; onDone: () => void }) {
  const [monto, setMonto] = useState(String(current));
  const [error, setError] = useState('');
  const [setInitialCash, { isLoading }] = useSetInitialCashMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = initialCashSchema.safeParse({ monto: normalizeAmount(monto) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    try {
      await setInitialCash(parsed.data).unwrap();
      toast.success('Caja inicial actualizada');
      onDone();
    } catch (err) {
      const message = errorMessage(err, 'No se pudo modificar la caja inicial');
      setError(message);
      toast.error(message);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="caja-inicial" className={labelClass}>
          Caja inicial
        </label>
        <input
          id="caja-inicial"
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          value={monto}
          onChange={(e) => setMonto(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'caja-inicial-error' : undefined}
          className={inputClass}
        />
        {error && (
          <p id="caja-inicial-error" role="alert" className={errorClass}>
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={secondaryButton}>
          Cancelar
        </button>
        <button type="submit" disabled={isLoading} className={primaryButton}>
          {isLoading ? 'Guardando…' : 'Guardar caja inicial'}
        </button>
      </div>
    </form>
  );
}
