// The CSV formula guard (CSV injection): a cell that starts like a formula is written with a
// leading quote so a spreadsheet shows it as text instead of running it, and the quote is taken
// off again when the file is read back, so an exported file imports unchanged.

/** What a spreadsheet takes for the start of a formula: = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain negative amount ("-500,00", "-1.234,5"): a number, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:\.\d{3})*(?:,\d+)?$/;

/** "=SUMA(1)" → "'=SUMA(1)"; a plain negative amount, or any other text, as it is. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

/** Undoes guardFormula: "'=SUMA(1)" → "=SUMA(1)"; a quote before anything else stays. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
