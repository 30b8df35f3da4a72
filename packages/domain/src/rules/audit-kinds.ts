// The kinds of the audit log (DESIGN §3.19): `area.verbo`. Actividad filters by area.
export const AUDIT_AREAS = [
  { value: 'sesion', label: 'Ingresos' },
  { value: 'password', label: 'Contraseñas' },
  { value: 'usuario', label: 'Usuarios' },
  { value: 'venta', label: 'Ventas' },
  { value: 'producto', label: 'Productos' },
  { value: 'caja', label: 'Caja' },
  { value: 'precios', label: 'Precios' },
  { value: 'productor', label: 'Productores' },
  { value: 'feria', label: 'Ferias' },
  { value: 'contenido', label: 'Carrusel e imágenes' },
  { value: 'correo', label: 'Correos' },
  { value: 'mercadopago', label: 'Mercado Pago' },
  { value: 'pago', label: 'Pagos' },
  { value: 'pedido', label: 'Pedidos (clientes)' },
  { value: 'suscripcion', label: 'Suscripciones' },
  { value: 'portal', label: 'Portal del productor' },
  { value: 'envio', label: 'Envíos' },
  { value: 'reparto', label: 'Reparto' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

/** An audit kind, `area.verbo`: its area is one Actividad can filter by. */
export type AuditAccion = `${(typeof AUDIT_AREAS)[number]['value']}.${string}`;
