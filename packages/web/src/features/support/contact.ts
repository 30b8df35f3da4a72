// Who keeps the shop's software running. Not shop settings (GET /api/config is the shop's own
// contact): this is the developer's, so it lives with the support screen.
export const DEVELOPER_CONTACT = {
  name: 'Equipo de desarrollo de Feria',
  email: 'soporte@feria.local',
  phone: '+54 9 342 555-0199',
  hours: 'Lunes a viernes de 9 a 18 h',
} as const;

export const SUPPORT_GREETING = 'Hola, necesito ayuda con el panel de la tienda Feria.';
