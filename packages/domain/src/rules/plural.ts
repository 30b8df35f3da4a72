// Spanish counts: "1 pedido", "2 pedidos", "0 pedidos". One helper so no screen says "1 pedidos".

/** `n` and the word that agrees with it; the plural is the singular plus "s" unless given. */
export function plural(n: number, singular: string, pluralWord = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralWord}`;
}
