// "¿Cobraste $ x?" / "¿Cómo pagó?" at the stall or at the door (MARKET §2, §14): one big button
// per way of paying, the customer's own first, and "Todavía no (queda debiendo)" when handing over
// without the money. Phone first: big targets, nothing to type.
import { type PaymentMethod, POS_PAYMENT_METHODS, paymentLabel } from '@feria/domain/rules/payment';

export const bigButton =
  'inline-flex min-h-14 flex-1 items-center justify-center rounded-xl px-3 text-lg font-bold disabled:opacity-60';

type Props = {
  legend: string;
  /** The way the customer said they would pay: most pay so, it comes first and wide. */
  first?: string;
  busy: boolean;
  onMedio: (medio: PaymentMethod) => void;
  /** Shown as "Todavía no (queda debiendo)" when given. */
  onNotYet?: () => void;
};

export function CobroChoice({ legend, first, busy, onMedio, onNotYet }: Props) {
  const methods = [...POS_PAYMENT_METHODS].sort(
    (a, b) => Number(b === first) - Number(a === first),
  );
  return (
    <fieldset className="mt-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {methods.map((m, i) => (
          <button
            key={m}
            type="button"
            disabled={busy}
            onClick={() => onMedio(m)}
            className={`${bigButton} border-2 border-brand-700 bg-white text-brand-800 ${i === 0 ? 'col-span-2' : ''}`}
          >
            {paymentLabel(m)}
          </button>
        ))}
        {onNotYet && (
          <button
            type="button"
            disabled={busy}
            onClick={onNotYet}
            className={`${bigButton} col-span-2 border-2 border-stone-400 bg-white text-stone-800`}
          >
            Todavía no (queda debiendo)
          </button>
        )}
      </div>
    </fieldset>
  );
}
