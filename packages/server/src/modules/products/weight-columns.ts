// MARKET §8: "Se vende por" and "Paso (g)" as columns, only when sent: a new product without them
// takes the database's defaults ("unidad", 250 g) and an edited one keeps what it had.
import type { Unidad } from '@feria/domain/rules/weight';

export function weightColumns(form: { unidad?: Unidad | undefined; paso?: number | undefined }) {
  return {
    ...(form.unidad ? { unidad: form.unidad } : {}),
    ...(form.paso !== undefined ? { paso: form.paso } : {}),
  };
}
