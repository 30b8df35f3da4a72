import { initialCashSchema } from '@feria/domain/schemas/cash';
import { type FormEvent, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { normalizeAmount } from '../../../lib/amount-input.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetInitialCashMutation } from '../api.ts';

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
      <TextField
        label="Caja inicial del balance"
        data-autofocus
        inputMode="decimal"
        autoComplete="off"
        value={monto}
        onChange={(e) => setMonto(e.target.value)}
        error={error || undefined}
        announce
      />
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
