// API.md "Limits that hold for everyone (round 3)": one web order takes at most 50 units of a
// product, checked before stock; point-of-sale sales have no such cap. And "Gracias por tu
// compra" reaches one recipient at most 5 times an hour.

const WEB_LINE_MAX_UNITS = 50;
export const THANKS_MAILS_PER_HOUR = 5;

/** "Podés pedir hasta 50 unidades de {nombre}". */
export function hastaUnidadesDe(nombre: string): string {
  return `Podés pedir hasta ${WEB_LINE_MAX_UNITS} unidades de ${nombre}`;
}

/** The first line (of lines already merged by product) above the web cap, or null. */
export function lineOverWebCap<T extends { id: number; cantidad: number }>(
  lines: readonly T[],
): T | null {
  return lines.find((line) => line.cantidad > WEB_LINE_MAX_UNITS) ?? null;
}
