import type { Propuesta } from '@feria/domain/rules/portal';
import { propuestaBodySchema } from '@feria/domain/schemas/propuesta';
import { pesos } from '@feria/views/format.ts';
import { type FormEvent, useState } from 'react';
import { primaryButton, quietButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { type ProductoPropio, useProposePriceMutation } from '../api.ts';

/** "Propuesta: $ 1.300,00 — rechazada: {motivo}" */
function stateOf(p: Propuesta): string {
  const head = `Propuesta: ${pesos(p.precio)} — ${p.estado}`;
  return p.estado === 'rechazada' && p.motivo ? `${head}: ${p.motivo}` : head;
}

/** "Proponer precio": nothing changes for customers until the admin accepts it (MARKET §15). */
export function PriceProposal({ product }: { product: ProductoPropio }) {
  const [open, setOpen] = useState(false);
  const [precio, setPrecio] = useState('');
  const [error, setError] = useState('');
  const [propose, { isLoading }] = useProposePriceMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = propuestaBodySchema.safeParse({ precio });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    try {
      await propose({ id: product.id, precio: parsed.data.precio }).unwrap();
      setOpen(false);
      setPrecio('');
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <div>
      {product.propuesta && (
        <p className="mb-2 text-sm break-words text-stone-800">{stateOf(product.propuesta)}</p>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
          <TextField
            label={`Precio propuesto${product.unidad === 'kg' ? ' (por kg)' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={precio}
            onChange={(e) => setPrecio(e.target.value)}
            error={error || undefined}
            announce
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={isLoading} className={primaryButton}>
              Enviar propuesta
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setError('');
              }}
              className={quietButton}
            >
              Cancelar
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setOpen(true)} className={secondaryButton}>
          Proponer precio
        </button>
      )}
    </div>
  );
}
