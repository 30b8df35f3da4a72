import { weekdayLongDate } from '@feria/domain/rules/ferias';
import { useOpenFerias } from '../api/ferias.ts';

type Props = { value: number | null; onChange: (id: number) => void; disabled?: boolean };

/**
 * The "Feria" choice of /cart: the open ferias, the next one chosen unless another is picked. A
 * radio per feria whose text wraps, so a phone shows the day, the hours and the whole place.
 */
export function FeriaChoice({ value, onChange, disabled }: Props) {
  const { ferias } = useOpenFerias();
  if (ferias.length === 0) return null;
  const chosen = value ?? ferias[0]?.id;
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 font-semibold text-stone-800">Feria</legend>
      <div className="flex flex-col gap-2">
        {ferias.map((f) => (
          <label
            key={f.id}
            className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="feria"
              value={f.id}
              checked={chosen === f.id}
              onChange={() => onChange(f.id)}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-medium first-letter:uppercase">
                {weekdayLongDate(f.fecha)}, {f.desde} a {f.hasta}
              </span>
              <span className="block text-sm break-words text-stone-700">{f.lugar}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
