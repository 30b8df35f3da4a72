// People in Argentina type "1.500,50"; the schemas read "1500.50". Translate the usual es-AR
// spellings and leave anything else as typed, so the schema reports it.

const THOUSANDS_ES = /^\d{1,3}(\.\d{3})+(,\d+)?$/;

export function normalizeAmount(text: string): string {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (THOUSANDS_ES.test(trimmed)) return trimmed.replace(/\./g, '').replace(',', '.');
  if (/^\d+,\d+$/.test(trimmed)) return trimmed.replace(',', '.');
  return trimmed;
}
