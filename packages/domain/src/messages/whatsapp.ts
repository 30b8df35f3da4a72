// Avisos por WhatsApp (MARKET §13), word for word.
export const WA_MSG = {
  sinNumero: 'El cliente no tiene un celular válido para WhatsApp',
  textoRequerido: 'Escribí el texto del aviso',
  textoLargo: 'El aviso puede tener hasta 500 caracteres',
  avisar: 'Avisar por WhatsApp',
  celularNoWhatsapp: 'El celular no es un número de WhatsApp válido',
  bajaDetalle: 'El cliente pidió la baja',
  topeDetalle: 'Tope mensual alcanzado',
} as const;
