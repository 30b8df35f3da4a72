import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { stepOf } from '@feria/domain/rules/weight';
import { useId, useState } from 'react';
import { primaryButton } from '../../../components/ui/styles.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { type ProductoPropio, useSetOwnStockMutation } from '../api.ts';
import { stockFromText, stockText } from '../stock.ts';

const STEP =
  'flex size-12 items-center justify-center text-2xl font-bold text-brand-800 hover:bg-brand-50 disabled:text-stone-400';

/**
 * The stock: − / the quantity / + and "Guardar stock". A kg product is shown in kilograms and
 * steps by its `paso`. The stock shown goes as `stockAnterior`: when it changed meanwhile the
 * server's 409 is shown and the list reloads, so saving again writes the quantity typed.
 */
export function StockStepper({ product }: { product: ProductoPropio }) {
  const id = useId();
  const kg = product.unidad === 'kg';
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [saveStock, { isLoading }] = useSetOwnStockMutation();
  const text = draft ?? stockText(product.unidad, product.stock);
  const cantidad = stockFromText(product.unidad, text);
  const step = stepOf(product);
  const base = cantidad ?? product.stock;

  function edit(next: string) {
    setNote(null);
    setDraft(next);
  }

  async function save() {
    if (cantidad === null) {
      setNote({ ok: false, text: PORTAL_MSG.cantidadInvalida });
      return;
    }
    setNote(null);
    try {
      await saveStock({ id: product.id, cantidad, stockAnterior: product.stock }).unwrap();
      setDraft(null);
      setNote({ ok: true, text: 'Stock guardado' });
    } catch (e) {
      setNote({ ok: false, text: errorMessage(e) });
    }
  }

  return (
    <div>
      <label htmlFor={id} className="font-semibold text-stone-800">
        {kg ? 'Stock (kg)' : 'Stock'}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <div className="flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
          <button
            type="button"
            aria-label={`Quitar ${kg ? `${step} g` : '1'} de ${product.nombre}`}
            disabled={isLoading || base <= 0}
            onClick={() => edit(stockText(product.unidad, Math.max(0, base - step)))}
            className={STEP}
          >
            −
          </button>
          <input
            id={id}
            type="text"
            inputMode={kg ? 'decimal' : 'numeric'}
            value={text}
            aria-invalid={cantidad === null ? true : undefined}
            onChange={(e) => edit(e.target.value)}
            className="h-12 w-20 border-x border-stone-300 text-center text-lg font-semibold"
          />
          <button
            type="button"
            aria-label={`Sumar ${kg ? `${step} g` : '1'} a ${product.nombre}`}
            disabled={isLoading}
            onClick={() => edit(stockText(product.unidad, base + step))}
            className={STEP}
          >
            +
          </button>
        </div>
        <button
          type="button"
          onClick={save}
          disabled={isLoading || draft === null}
          className={primaryButton}
        >
          Guardar stock
        </button>
      </div>
      {note && (
        <p
          role={note.ok ? 'status' : 'alert'}
          className={`mt-1 text-sm font-medium ${note.ok ? 'text-brand-800' : 'text-red-700'}`}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
