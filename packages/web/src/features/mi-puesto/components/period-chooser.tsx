import { weekdayDayMonth } from '@feria/domain/rules/ferias';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { type FeriaOption, type Period, thisMonth } from '../period.ts';

const BY_DAYS = 'fechas';

/** A feria of theirs, or "Por fechas" with "Desde" and "Hasta". */
export function PeriodChooser({
  period,
  options,
  today,
  onChange,
}: {
  period: Period;
  options: readonly FeriaOption[];
  today: string;
  onChange: (period: Period) => void;
}) {
  const value = 'feriaId' in period ? String(period.feriaId) : BY_DAYS;
  const known = 'feriaId' in period ? options.some((o) => o.id === period.feriaId) : true;
  return (
    <div className="no-print flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <SelectField
        label="Feria"
        value={value}
        onChange={(e) =>
          onChange(
            e.target.value === BY_DAYS ? thisMonth(today) : { feriaId: Number(e.target.value) },
          )
        }
      >
        {!known && 'feriaId' in period && <option value={value}>Feria #{period.feriaId}</option>}
        {options.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {weekdayDayMonth(f.fecha)} — {f.lugar}
          </option>
        ))}
        <option value={BY_DAYS}>Por fechas</option>
      </SelectField>
      {!('feriaId' in period) && (
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Desde"
            type="date"
            value={period.desde}
            onChange={(e) => onChange({ ...period, desde: e.target.value })}
          />
          <TextField
            label="Hasta"
            type="date"
            value={period.hasta}
            onChange={(e) => onChange({ ...period, hasta: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}
