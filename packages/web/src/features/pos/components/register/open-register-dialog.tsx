import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { abrirCajaSchema } from '@feria/domain/schemas/register';
import { useState } from 'react';
import { useAbrirCajaMutation } from '../../../../api/register.ts';
import { AmountForm } from '../../../../components/amount-form.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { errorMessage, fieldErrors } from '../../../../lib/errors.ts';
import { toast } from '../../../../lib/toast.ts';

/** "Abrir caja": the change the box starts with. */
export function OpenRegisterDialog({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string | undefined>();
  const [abrir, { isLoading }] = useAbrirCajaMutation();

  async function submit(monto: string) {
    const parsed = abrirCajaSchema.safeParse({ montoInicial: monto });
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
      <AmountForm
        label="Monto inicial"
        placeholder="0,00"
        error={error}
        busy={isLoading}
        submitLabel="Abrir caja"
        busyLabel="Abriendo…"
        onSubmit={(monto) => void submit(monto)}
        onCancel={onDone}
      />
    </Modal>
  );
}
