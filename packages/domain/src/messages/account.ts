// Messages of accounts (API.md "Session and accounts", DESIGN §3.18–3.19): server and web both
// import them from here.
export const ACCOUNT_MSG = {
  passwordComun: 'Esa contraseña es muy común, elegí otra',
  passwordFacil: 'La contraseña es demasiado fácil de adivinar',
  /** Shown under every new-password field. */
  reglaPassword: 'Al menos 8 caracteres y que no sea una contraseña común.',
  passwordsDistintas: 'Las contraseñas no coinciden',
  passwordActualIncorrecta: 'La contraseña actual no es correcta',
  enlaceInvalido: 'El enlace no es válido o venció',
  correoConfirmado: 'Tu correo quedó confirmado',
  enlaceEnviado: 'Si el correo está registrado, te enviamos un enlace',
  asuntoConfirmar: 'Confirmá tu correo',
  asuntoRecuperar: 'Recuperá tu contraseña',
  olvidaste: '¿Olvidaste tu contraseña?',
  cuentaDeshabilitada: 'Cuenta deshabilitada',
  noDeshabilitarPropia: 'No podés deshabilitar tu propia cuenta',
  ultimoAdmin: 'No se puede deshabilitar al último administrador activo',
  usuarioNoEncontrado: 'Usuario no encontrado',
  passwordCambiada: 'Tu contraseña quedó cambiada',
  sesionesCerradas: 'Cerraste la sesión en todos los dispositivos',
  activoInvalido: 'El estado debe ser verdadero o falso',
  cambiarPasswordInicial: 'Cambiá la contraseña inicial para seguir',
} as const;
