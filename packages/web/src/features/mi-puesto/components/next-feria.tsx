import { weekdayLongDate } from '@feria/domain/rules/ferias';
import { useGetOwnFeriasQuery } from '../api.ts';

/** "Próxima feria: sábado 5 de diciembre — Plaza 25 de Mayo", or nothing when none is ahead. */
export function NextFeria() {
  const next = useGetOwnFeriasQuery().data?.[0];
  if (!next) return null;
  return (
    <p className="mt-1 text-stone-700">
      Próxima feria: {weekdayLongDate(next.fecha)} — {next.lugar}
    </p>
  );
}
