import { CASH_TYPES, type CashType } from '@feria/domain/cash';
import { labelClass } from './ui/styles.ts';
import { TextField } from './ui/text-field.tsx';

type Props = {
  tipo: CashType;
  onTipo: (tipo: CashType) => void;
  monto: string;
  onMonto: (monto: string) => void;
  descripcion: string;
  onDescripcion: (descripcion: string) => void;
  errors: Partial<Record<'monto' | 'descripcion', string>>;
};

/** Tipo (Ingreso or Gasto), Monto and Descripción of a cash entry: Balance's and the register's. */
export function CashEntryFields(props: Props) {
  const { tipo, onTipo, monto, onMonto, descripcion, onDescripcion, errors } = props;
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
                onChange={() => onTipo(option)}
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
        onChange={(e) => onMonto(e.target.value)}
        error={errors.monto}
        announce
        placeholder="0,00"
      />
      <TextField
        label="Descripción"
        value={descripcion}
        maxLength={300}
        onChange={(e) => onDescripcion(e.target.value)}
        error={errors.descripcion}
        announce
      />
    </>
  );
}
