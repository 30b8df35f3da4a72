// Entregas' empty state (issue 62 item 4): when the feria shown has nothing left to hand over, the
// other ferias of today that still have pickups are named ("Hay 4 pedidos para Parque Federal"),
// each with a button that opens it.
import type { Feria } from '@feria/domain/rules/ferias';
import { toHandOver } from '@feria/domain/rules/sale-actions';
import { useGetPreparationQuery } from '../../../api/ferias-admin.ts';

type Props = { ferias: readonly Feria[]; onChoose: (id: number) => void };

export function OtherFeriasPending({ ferias, onChoose }: Props) {
  if (ferias.length === 0) return null;
  return (
    <ul aria-label="Otras ferias con pedidos" className="space-y-2">
      {ferias.map((f) => (
        <PendingHint key={f.id} feria={f} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function PendingHint({ feria, onChoose }: { feria: Feria; onChoose: (id: number) => void }) {
  const { data } = useGetPreparationQuery(feria.id);
  const n = data?.pedidos.filter((o) => toHandOver({ canal: 'web', estado: o.estadoPago })).length;
  if (!n) return null;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3">
      <span>
        Hay {n} {n === 1 ? 'pedido' : 'pedidos'} para {feria.lugar}
      </span>
      <button
        type="button"
        className="rounded-lg border border-brand-700 px-3 py-1 font-semibold text-brand-800"
        onClick={() => onChoose(feria.id)}
      >
        Ver {feria.lugar}
      </button>
    </li>
  );
}
