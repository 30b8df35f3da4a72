import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { abrirCajaSchema } from '@feria/domain/schemas/register';
import { type FormEvent, useState } from 'react';
import { useAbrirCajaMutation } from '../../../../api/register.ts';
import { Modal } from '../../../../components/ui/modal.tsx';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles.ts';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { normalizeAmount } from '../../../../lib/amount-input.ts';
import { errorMessage, fieldErrors } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';

/** "Abrir caja": the change the box starts with. */
export function OpenRegisterDialog({ onDone }: { onDone: () => void }) {
  const [monto, setMonto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [abrir, { isLoading }] = useAbrirCajaMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = abrirCajaSchema.safeParse({ montoInicial: normalizeAmount(monto) });
    if (!parsed.success) return setError(schemaErrors(parsed.error).montoInicial);
    setError(undefined);
    try {
      await abrir(parsed.data).unwrap();
      toast.success('Caja abierta');
      onDone();
    } catch (err) {
      const field = fieldErrors(err).montoInicial;
      if (field) setError(field);
      else {
        toast.error(errorMessage(err));
        onDone();
      }
    }
  }

  return (
    <Modal title="Abrir caja" onClose={onDone} busy={isLoading}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Monto inicial"
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          value={monto}
          onChange={(e) => setMonto(e.target.value)}
          error={error}
          announce
          placeholder="0,00"
        />
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <button type="button" onClick={onDone} className={secondaryButton}>
            Cancelar
          </button>
          <button type="submit" disabled={isLoading} className={primaryButton}>
            {isLoading ? 'Abriendo…' : 'Abrir caja'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
