type Props = { value: number; max: number; onChange: (value: number) => void; disabled?: boolean };

const STEP =
  'flex size-11 items-center justify-center text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent';

/**
 * How many units to add (default 1). The buttons stay within 1..stock; a typed number is kept as
 * typed so "Agregar a la canasta" can answer with SPEC §5's message when it is out of range.
 */
export function QuantityChooser({ value, max, onChange, disabled = false }: Props) {
  return (
    <div className="flex items-center gap-3">
      <label htmlFor="detail-quantity" className="text-sm font-medium text-stone-700">
        Cantidad
      </label>
      <div className="flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
        <button
          type="button"
          aria-label="Disminuir cantidad"
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={STEP}
        >
          −
        </button>
        <input
          id="detail-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={Number.isFinite(value) ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.valueAsNumber)}
          className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Aumentar cantidad"
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, (Number.isFinite(value) ? value : 0) + 1))}
          className={STEP}
        >
          +
        </button>
      </div>
    </div>
  );
}
