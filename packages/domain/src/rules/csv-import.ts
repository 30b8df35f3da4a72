// Reading the product CSV as people save it (MARKET.md §5): the file's encoding, its separator and
// prices as they are typed in Argentina. Pure rules; the server parses the rows with csv-parse.

// A global of browsers and Node that the ES lib does not type; declared for this module only.
declare const TextDecoder: new (
  label: string,
  options?: { fatal?: boolean },
) => { decode(bytes: Uint8Array): string };

/** Windows-1252's bytes 0x80–0x9F (€, curly quotes, dashes…); undefined ones keep their code. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 by hand: Node 20's TextDecoder('windows-1252') reads it as Latin-1 and turns
 * "€" (0x80) into a control character. Every other byte is its own code point.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * The file's text: valid UTF-8 (with or without BOM, which is dropped) is read as UTF-8; anything
 * else as Windows-1252, what a spreadsheet in Argentina writes by default ("Fría" stays "Fría").
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** `;` or `,`: whichever the header row (the first line) holds more of; `;` on a tie. */
export function detectSeparator(text: string): ';' | ',' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const count = (sep: string) => header.split(sep).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

const THOUSANDS_DOT = /^[1-9]\d{0,2}(\.\d{3})+$/;
const THOUSANDS_COMMA = /^[1-9]\d{0,2}(,\d{3}){2,}$/;

/**
 * A price as typed ("3.190,00", "3190,5", "$ 10.780", "1234.5") → "3190.00", "3190.5", "10780",
 * "1234.5", the form the product form's rule reads. Dots followed by groups of three digits are
 * thousands ("10.780" is ten thousand); with a dot and a comma, the last one is the decimal mark.
 * What it cannot read comes back with its commas as dots, so the form's rule rejects it instead
 * of reading "12,345" as 12345.
 */
export function normalizePesos(typed: string): string {
  const text = typed.replace(/[\s\u00a0\u202f]/g, '').replace(/^\$/, '');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const [thousands, decimal] = lastComma > lastDot ? ['.', ','] : [',', '.'];
    const at = Math.max(lastDot, lastComma);
    const whole = text.slice(0, at);
    const grouped = thousands === '.' ? THOUSANDS_DOT : /^[1-9]\d{0,2}(,\d{3})+$/;
    if (!grouped.test(whole) || whole.includes(decimal)) return text.replace(/,/g, '.');
    return `${whole.split(thousands).join('')}.${text.slice(at + 1)}`;
  }
  if (lastComma >= 0)
    return THOUSANDS_COMMA.test(text) ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  if (THOUSANDS_DOT.test(text)) return text.replace(/\./g, '');
  return text;
}

/** "si"/"sí"/"no" in any case, or blank (keep the product's). Null when it is something else. */
export function readPublicado(cell: string): boolean | undefined | null {
  const text = cell.trim().toLowerCase().replace('í', 'i');
  if (text === '') return undefined;
  if (text === 'si' || text === 'no') return text === 'si';
  return null;
}

/** The product CSV's columns, in order: what the export writes and the import reads back. */
export const CSV_COLUMNS = [
  'sku',
  'nombre',
  'marca',
  'categoria',
  'medida',
  'precio',
  'stock',
  'publicado',
  'descripcion',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The columns an import may change in a product: all but the SKU, which names the product. */
type ImportField = Exclude<CsvColumn, 'sku'>;
type Comparable = Record<ImportField, string | number>;

const IMPORT_FIELDS = CSV_COLUMNS.filter((c): c is ImportField => c !== 'sku');

/** The fields an import changes in a product, in the column order, with the value before and after. */
export function productChanges(
  antes: Comparable,
  despues: Comparable,
): { campo: ImportField; antes: string | number; despues: string | number }[] {
  return IMPORT_FIELDS.filter((campo) => antes[campo] !== despues[campo]).map((campo) => ({
    campo,
    antes: antes[campo],
    despues: despues[campo],
  }));
}
