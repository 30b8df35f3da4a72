import { initialCashSchema } from '@feria/domain/schemas/cash';
import { useState } from 'react';
import { AmountForm } from '../../../components/amount-form.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetInitialCashMutation } from '../api.ts';

/** "Modificar Caja Inicial": zero or more pesos, with up to two decimals. */
export function InitialCashForm({ current, onDone }: { current: number; onDone: () => void }) {
  const [error, setError] = useState('');
  const [setInitialCash, { isLoading }] = useSetInitialCashMutation();

  async function submit(monto: string) {
    const parsed = initialCashSchema.safeParse({ monto });
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
    <AmountForm
      label="Caja inicial del balance"
      initial={String(current)}
      error={error}
      busy={isLoading}
      submitLabel="Guardar caja inicial"
      busyLabel="Guardando…"
      onSubmit={(monto) => void submit(monto)}
      onCancel={onDone}
    />
  );
}
