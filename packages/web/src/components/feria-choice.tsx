import { weekdayLongDate } from '@feria/domain/ferias';
import { useId } from 'react';
import { useOpenFerias } from '../api/ferias.ts';

type Props = { value: number | null; onChange: (id: number) => void; disabled?: boolean };

/** The "Feria" choice of /cart: the open ferias, the next one chosen unless another is picked. */
export function FeriaChoice({ value, onChange, disabled }: Props) {
  const id = useId();
  const { ferias } = useOpenFerias();
  if (ferias.length === 0) return null;
  const chosen = value ?? ferias[0]?.id ?? '';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-stone-800">
        Feria
      </label>
      <select
        id={id}
        value={chosen}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
        className="min-h-11 w-full min-w-0 max-w-full truncate rounded-lg border border-stone-300 bg-white px-3"
      >
        {ferias.map((f) => (
          <option key={f.id} value={f.id}>
            {`${weekdayLongDate(f.fecha)}, ${f.desde} a ${f.hasta} — ${f.lugar}`}
          </option>
        ))}
      </select>
    </div>
  );
}
