import type { InputHTMLAttributes } from 'react';

type Props = {
  /** The field: value, limits, label and what typing does. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  disabled?: boolean;
};

const STEP =
  'flex size-11 items-center justify-center text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:text-stone-400 disabled:hover:bg-transparent';

/** − / a number field / + in one box; the caller owns the rules (limits, what a typed value does). */
export function QuantityStepper({
  input,
  decreaseLabel,
  increaseLabel,
  canDecrease,
  canIncrease,
  onDecrease,
  onIncrease,
  disabled = false,
}: Props) {
  return (
    <div className="flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white">
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || !canDecrease}
        onClick={onDecrease}
        className={STEP}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        disabled={disabled}
        {...input}
        className="h-11 w-14 border-x border-stone-300 text-center text-base font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || !canIncrease}
        onClick={onIncrease}
        className={STEP}
      >
        +
      </button>
    </div>
  );
}
