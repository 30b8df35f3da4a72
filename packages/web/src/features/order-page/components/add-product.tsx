import type { Product } from '@feria/domain/schemas/api-types';
import { precioDe } from '@feria/views/format.ts';
import { useId, useState } from 'react';
import { inputClass, labelClass, secondaryButton } from '../../../components/ui/styles.ts';

type Props = {
  /** Catalogue products the order does not have yet and that have stock. */
  offered: Product[];
  disabled: boolean;
  onAdd: (product: Product) => void;
};

/** "Agregar un producto" from the catalogue to the order being changed. */
export function AddProduct({ offered, disabled, onAdd }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const product = offered.find((p) => String(p.id) === chosen);
  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-stone-200 pt-3">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className={labelClass}>
          Agregar un producto
        </label>
        <select
          id={id}
          value={chosen}
          disabled={disabled || offered.length === 0}
          onChange={(e) => setChosen(e.target.value)}
          className={inputClass}
        >
          <option value="">Elegí un producto…</option>
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre} {p.medida} — {precioDe(p)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        disabled={disabled || !product}
        onClick={() => {
          if (!product) return;
          onAdd(product);
          setChosen('');
        }}
        className={secondaryButton}
      >
        Agregar
      </button>
    </div>
  );
}
