// MARKET §8 in Preparación's "Por pedido": "Peso real (g)" on a kg line of an order that is still
// Pendiente or En preparación and not cobrado (domain canWeigh). Saving sets the line's grams; the order's total follows.
import type { CobroEstado } from '@feria/domain/rules/cobro';
import { canWeigh } from '@feria/domain/rules/sale-actions';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetRealWeightMutation } from '../weigh-api.ts';

type Props = {
  saleId: number;
  idProducto: number | null;
  gramos: number;
  estado: SaleStatus;
  cobro: CobroEstado;
};

export function RealWeight({ saleId, idProducto, gramos, estado, cobro }: Props) {
  const id = useId();
  const [value, setValue] = useState(String(gramos));
  const [save, saving] = useSetRealWeightMutation();
  // The server's own rule: a cobrado order keeps the amount that was paid (issue #45).
  if (idProducto === null || !canWeigh({ estado, cobro })) return null;
  return (
    <form
      noValidate
      className="flex basis-full items-center gap-2 print:hidden"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await save({ id: saleId, idProducto, gramos: Number(value) }).unwrap();
          toast.success('Peso guardado');
        } catch (err) {
          toast.error(errorMessage(err));
        }
      }}
    >
      <label htmlFor={id} className="text-xs font-semibold text-stone-700">
        Peso real (g)
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
        className="h-10 w-20 rounded-lg border border-stone-300 px-2 text-right tabular-nums"
      />
      <button
        type="submit"
        disabled={saving.isLoading}
        className="min-h-10 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Guardar
      </button>
    </form>
  );
}
