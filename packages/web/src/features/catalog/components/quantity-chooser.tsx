import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';

type Props = { value: number; max: number; onChange: (value: number) => void; disabled?: boolean };

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
      <QuantityStepper
        decreaseLabel="Disminuir cantidad"
        increaseLabel="Aumentar cantidad"
        // "Not at a limit" rather than "within": with the field emptied (NaN), + still gives 1.
        canDecrease={!(value <= 1)}
        canIncrease={!(value >= max)}
        onDecrease={() => onChange(Math.max(1, value - 1))}
        onIncrease={() => onChange(Math.min(max, (Number.isFinite(value) ? value : 0) + 1))}
        disabled={disabled}
        input={{
          id: 'detail-quantity',
          min: 1,
          max: Math.max(1, max),
          value: Number.isFinite(value) ? value : '',
          onChange: (e) => onChange(e.target.valueAsNumber),
        }}
      />
    </div>
  );
}
