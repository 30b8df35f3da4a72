import { formatGramos } from '@feria/domain/rules/weight';

type Props = {
  nombre: string;
  gramos: number;
  paso: number;
  /** The most it may reach (the stock, in grams). */
  max: number;
  onDecrease: () => void;
  onIncrease: () => void;
  disabled?: boolean;
};

const STEP =
  'flex size-11 items-center justify-center text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent';

/** MARKET §8: − / "750 g" / +, moving by the product's paso (a product sold by weight). */
export function WeightStepper({
  nombre,
  gramos,
  paso,
  max,
  onDecrease,
  onIncrease,
  disabled,
}: Props) {
  return (
    <div className="flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
      <button
        type="button"
        aria-label={`Quitar ${paso} g de ${nombre}`}
        disabled={disabled || gramos <= paso}
        onClick={onDecrease}
        className={STEP}
      >
        −
      </button>
      <output
        aria-label={`Cantidad de ${nombre}`}
        aria-live="polite"
        className="flex h-11 min-w-20 items-center justify-center border-x border-stone-300 px-2 text-base font-semibold tabular-nums"
      >
        {formatGramos(gramos)}
      </output>
      <button
        type="button"
        aria-label={`Agregar ${paso} g de ${nombre}`}
        disabled={disabled || gramos + paso > max}
        onClick={onIncrease}
        className={STEP}
      >
        +
      </button>
    </div>
  );
}
