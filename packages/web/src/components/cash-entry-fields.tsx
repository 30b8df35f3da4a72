import { CASH_TYPES, type CashType } from '@feria/domain/rules/cash';
import { normalizeAmount } from '../lib/amount-input.ts';
import { labelClass } from './ui/styles.ts';
import { TextField } from './ui/text-field.tsx';

/** A cash entry as typed: the amount is still the text of its field. */
export type CashEntryDraft = { tipo: CashType; monto: string; descripcion: string };

/** The draft as the schemas take it: the amount with its decimal comma read. */
export const draftBody = (draft: CashEntryDraft) => ({
  ...draft,
  monto: normalizeAmount(draft.monto),
});

type Props = {
  value: CashEntryDraft;
  onChange: (draft: CashEntryDraft) => void;
  errors: Partial<Record<'monto' | 'descripcion', string>>;
};

/** Tipo (Ingreso or Gasto), Monto and Descripción of a cash entry: Balance's and the register's. */
export function CashEntryFields({ value, onChange, errors }: Props) {
  const { tipo, monto, descripcion } = value;
  const set = (change: Partial<CashEntryDraft>) => onChange({ ...value, ...change });
  return (
    <>
      <fieldset>
        <legend className={labelClass}>Tipo</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {CASH_TYPES.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input
                type="radio"
                name="tipo"
                value={option}
                checked={tipo === option}
                onChange={() => set({ tipo: option })}
                className="size-4 accent-brand-700"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Monto"
        data-autofocus
        inputMode="decimal"
        autoComplete="off"
        value={monto}
        onChange={(e) => set({ monto: e.target.value })}
        error={errors.monto}
        announce
        placeholder="0,00"
      />
      <TextField
        label="Descripción"
        value={descripcion}
        maxLength={300}
        onChange={(e) => set({ descripcion: e.target.value })}
        error={errors.descripcion}
        announce
      />
    </>
  );
}
