// What a page says when it cannot be shown: a render error, or its code gone after a release.

export const PAGE_ERROR_MSG = {
  algoSalioMal: 'Algo salió mal al mostrar esta página.',
  volverACargar: 'Volver a cargar',
  versionNueva: 'Hay una versión nueva de la tienda; recargando…',
} as const;
