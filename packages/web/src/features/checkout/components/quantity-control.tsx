import { useState } from 'react';

type Props = {
  nombre: string;
  cantidad: number;
  stock: number;
  onSet: (cantidad: number) => void;
  onIncrease: () => void;
  onDecrease: () => void;
  disabled?: boolean;
};

const STEP =
  'flex size-11 items-center justify-center text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:text-stone-300 disabled:hover:bg-transparent';

/**
 * − / typed number / +. The basket's rules (SPEC §5) keep the quantity between 1 and the stock;
 * while typing, the field may be empty for a moment and shows the real quantity again on blur.
 */
export function QuantityControl({
  nombre,
  cantidad,
  stock,
  onSet,
  onIncrease,
  onDecrease,
  disabled,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
      <button
        type="button"
        aria-label={`Quitar una unidad de ${nombre}`}
        disabled={disabled || cantidad <= 1}
        onClick={onDecrease}
        className={STEP}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, stock)}
        aria-label={`Cantidad de ${nombre}`}
        value={draft ?? String(cantidad)}
        disabled={disabled}
        onChange={(e) => {
          setDraft(e.target.value);
          const typed = e.target.valueAsNumber;
          if (!Number.isFinite(typed)) return;
          onSet(typed);
          // Out of 1..stock the basket keeps the nearest allowed quantity: show it right away.
          if (typed < 1 || typed > stock || !Number.isInteger(typed)) setDraft(null);
        }}
        onBlur={() => setDraft(null)}
        className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={`Agregar una unidad de ${nombre}`}
        disabled={disabled || cantidad >= stock}
        onClick={onIncrease}
        className={STEP}
      >
        +
      </button>
    </div>
  );
}
