import type { Cobro } from '@feria/domain/rules/cobro';

/** "Cobrado" green / "Sin cobrar" amber, and "Comprobante recibido" while a receipt waits. */
export function CobroBadge({ cobro }: { cobro: Cobro }) {
  const paid = cobro.estado === 'cobrado';
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${paid ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
      >
        {paid ? 'Cobrado' : 'Sin cobrar'}
      </span>
      {!paid && cobro.comprobante && (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">
          Comprobante recibido
        </span>
      )}
    </span>
  );
}
