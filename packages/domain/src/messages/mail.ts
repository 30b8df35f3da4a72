// What the staff's e-mail form says (POST /api/mails/, DESIGN §3.11).

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 20_000;

export const MAIL_MSG = {
  destinatarioObligatorio: 'El destinatario es obligatorio',
  asuntoObligatorio: 'El asunto es obligatorio',
  asuntoLargo: `El asunto no puede superar ${MAIL_SUBJECT_MAX} caracteres`,
  asuntoUnaLinea: 'El asunto debe ser una sola línea',
  mensajeObligatorio: 'El mensaje es obligatorio',
  mensajeLargo: `El mensaje no puede superar ${MAIL_MESSAGE_MAX} caracteres`,
} as const;
