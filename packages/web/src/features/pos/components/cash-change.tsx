import { formatMoney, toCents } from '@feria/domain/rules/money';
import { changeDue } from '@feria/domain/rules/pos-ticket';
import { labelClass, largeInputClass } from '../../../components/ui/styles.ts';
import { normalizeAmount } from '../../../lib/amount-input.ts';

/** What "Paga con" says in cents, or null while it is empty or not an amount. */
export function pagaConCents(text: string): number | null {
  const value = Number(normalizeAmount(text));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? toCents(value) : null;
}

type Props = { totalCents: number; value: string; onChange: (value: string) => void };

/** "Paga con" and, as it is typed, the change to give back ("Vuelto") or what is missing. */
export function CashChange({ totalCents, value, onChange }: Props) {
  const change = changeDue(totalCents, pagaConCents(value));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
      <label className={labelClass}>
        Paga con
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="$"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          // Scrolled into view above the sticky "Crear Venta" bar, not under it.
          className={`${largeInputClass} scroll-mb-24`}
        />
      </label>
      <output aria-live="polite" aria-label="Vuelto" className="pb-2 text-right whitespace-nowrap">
        {change === null ? null : change >= 0 ? (
          <span className="text-lg font-bold text-brand-800 tabular-nums">
            Vuelto {formatMoney(change)}
          </span>
        ) : (
          <span className="text-sm font-semibold text-red-700 tabular-nums">
            Faltan {formatMoney(-change)}
          </span>
        )}
      </output>
    </div>
  );
}
