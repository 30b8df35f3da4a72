// Sentences of the price adjustment, its undo, the price history and the product CSV
// (MARKET.md §5). Server and web import them from here; never retype one.
import { plural } from '../rules/plural.ts';

export const PRICE_MSG = {
  porcentajeRango: 'El porcentaje debe estar entre -90 y 500',
  porcentajeDecimales: 'El porcentaje puede tener hasta dos decimales',
  redondeoInvalido: 'El redondeo debe ser 0, 10, 50 o 100',
  sinProductosAjustar: 'No hay productos para ajustar',
  soloUltimoAjuste: 'Sólo se puede deshacer el último ajuste',
  ajusteNoEncontrado: 'Ajuste no encontrado',
  ajusteYaDeshecho: 'Este ajuste ya fue deshecho',
  precioAjustadoMaximo: 'El ajuste llevaría un precio por encima de $ 10.000.000',
  preciosActualizados: (n: number) =>
    `Precios actualizados (${n} ${n === 1 ? 'producto' : 'productos'})`,
  preciosRestaurados: (n: number) =>
    `Ajuste deshecho (${n} ${n === 1 ? 'precio restaurado' : 'precios restaurados'})`,
  preciosOmitidos: (nombres: string) => `Quedaron con su precio editado: ${nombres}`,
  importados: (creados: number, actualizados: number) =>
    `Importación lista: ${plural(creados, 'creado')}, ${plural(actualizados, 'actualizado')}`,
  // CSV import.
  csvSinArchivo: 'Elegí un archivo CSV para importar',
  csvGrande: 'El archivo es demasiado grande (máximo 2 MB)',
  csvMuchasFilas: 'El archivo no puede tener más de 5000 filas',
  csvVacio: 'El archivo no tiene productos',
  csvIlegible: 'El archivo no es un CSV válido: las columnas van separadas por ; o por ,',
  csvColumnas:
    'La primera fila debe tener las columnas sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion',
  csvConErrores: 'El archivo tiene errores: no se importó nada',
  csvSkuRepetido: 'El SKU se repite en el archivo',
  csvPublicado: 'Publicado debe ser "si" o "no"',
  csvSuscribible: 'Suscribible debe ser "si" o "no"',
} as const;
