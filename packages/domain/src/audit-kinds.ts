// The kinds of the audit log (DESIGN §3.19): `area.verbo`. Actividad filters by area.
export const AUDIT_AREAS = [
  { value: 'sesion', label: 'Ingresos' },
  { value: 'password', label: 'Contraseñas' },
  { value: 'usuario', label: 'Usuarios' },
  { value: 'venta', label: 'Ventas' },
  { value: 'producto', label: 'Productos' },
  { value: 'caja', label: 'Caja' },
] as const;
