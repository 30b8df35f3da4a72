import { useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';

type Props = {
  nombre: string;
  cantidad: number;
  stock: number;
  onSet: (cantidad: number) => void;
  onIncrease: () => void;
  onDecrease: () => void;
  disabled?: boolean;
};

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
    <QuantityStepper
      decreaseLabel={`Quitar una unidad de ${nombre}`}
      increaseLabel={`Agregar una unidad de ${nombre}`}
      canDecrease={!(cantidad <= 1)}
      canIncrease={!(cantidad >= stock)}
      onDecrease={onDecrease}
      onIncrease={onIncrease}
      disabled={disabled}
      input={{
        min: 1,
        max: Math.max(1, stock),
        'aria-label': `Cantidad de ${nombre}`,
        value: draft ?? String(cantidad),
        onChange: (e) => {
          setDraft(e.target.value);
          const typed = e.target.valueAsNumber;
          if (!Number.isFinite(typed)) return;
          onSet(typed);
          // Out of 1..stock the basket keeps the nearest allowed quantity: show it right away.
          if (typed < 1 || typed > stock || !Number.isInteger(typed)) setDraft(null);
        },
        onBlur: () => setDraft(null),
      }}
    />
  );
}
