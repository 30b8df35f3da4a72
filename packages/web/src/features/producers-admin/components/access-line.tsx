import type { Acceso } from '@feria/domain/rules/portal';

/** A producer's card says who signs in to its "Mi puesto" (MARKET §15). */
export function AccessLine({ acceso }: { acceso: Acceso | null }) {
  if (!acceso) return <p className="text-sm text-stone-500">Sin acceso a Mi puesto</p>;
  return (
    <p className="truncate text-sm text-stone-600">
      Acceso: <span className="font-medium text-stone-800">{acceso.email}</span>
      {!acceso.activo && (
        <span className="font-semibold text-red-700"> · Acceso deshabilitado</span>
      )}
    </p>
  );
}
