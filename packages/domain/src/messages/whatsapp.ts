// Avisos por WhatsApp (MARKET §13), word for word.
export const WA_MSG = {
  sinNumero: 'El cliente no tiene un celular válido para WhatsApp',
  textoRequerido: 'Escribí el texto del aviso',
  textoLargo: 'El aviso puede tener hasta 500 caracteres',
  celularInvalido: 'El celular no es un número de WhatsApp válido',
  sinCelular: 'Sin celular para WhatsApp',
  avisar: 'Avisar por WhatsApp',
  avisarTodos: 'Avisar a todos',
  textoEtiqueta: 'Aviso para todos los pedidos de esta feria',
} as const;
