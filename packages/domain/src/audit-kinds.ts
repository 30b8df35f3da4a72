// The kinds of the audit log (DESIGN §3.19): `area.verbo`. Actividad filters by area.
export const AUDIT_AREAS = [
  { value: 'sesion', label: 'Ingresos' },
  { value: 'password', label: 'Contraseñas' },
  { value: 'usuario', label: 'Usuarios' },
  { value: 'venta', label: 'Ventas' },
  { value: 'producto', label: 'Productos' },
  { value: 'caja', label: 'Caja' },
] as const;

/** Whether an `accion` belongs to the filter `kind` (an area such as `venta`, or a full kind). */
export function matchesKind(accion: string, kind: string): boolean {
  return kind === '' || accion === kind || accion.startsWith(`${kind}.`);
}
