import { precioDe } from '@feria/views/format.ts';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { type ProductoPropio, useSetOwnPublicadoMutation } from '../api.ts';
import { PriceProposal } from './price-proposal.tsx';
import { StockStepper } from './stock-stepper.tsx';

/** One product: its stock, whether it is published, and a proposed price. */
export function ProductCard({ product }: { product: ProductoPropio }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold break-words text-stone-900">
          {product.nombre} <span className="font-normal text-stone-600">{product.medida}</span>
        </h2>
        <p className="text-stone-700">{precioDe(product)}</p>
      </div>
      <StockStepper product={product} />
      <PublishSwitch product={product} />
      <PriceProposal product={product} />
    </article>
  );
}

/** "Publicado": on or off; the server refuses publishing with no stock (its message shown). */
function PublishSwitch({ product }: { product: ProductoPropio }) {
  const [setPublicado, { isLoading }] = useSetOwnPublicadoMutation();
  const [error, setError] = useState('');
  const on = product.publicado === 'si';
  const labelId = useId();

  async function toggle() {
    setError('');
    try {
      await setPublicado({ id: product.id, publicado: on ? 'no' : 'si' }).unwrap();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="font-semibold text-stone-800">
          Publicado
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          disabled={isLoading}
          onClick={toggle}
          className="inline-flex min-h-12 min-w-16 items-center justify-center rounded-lg disabled:opacity-60"
        >
          <span
            className={`relative h-8 w-14 rounded-full transition-colors ${on ? 'bg-brand-700' : 'bg-stone-400'}`}
          >
            <span
              className={`absolute top-1 size-6 rounded-full bg-white shadow transition-all ${on ? 'left-7' : 'left-1'}`}
            />
          </span>
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
