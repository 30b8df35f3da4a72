// CSV for a Spanish spreadsheet: a UTF-8 BOM so accents read right, ";" between cells (the comma
// is the decimal mark in es-AR) and CRLF line ends. Every CSV export writes through toCsv.
import { guardFormula } from '@feria/domain/rules/csv-guard';

/**
 * @internal Exported for its tests.
 * One cell. A text starting like a formula gets a leading quote so the spreadsheet shows it as
 * text instead of running it (CSV injection); cells with ; " or line breaks go in quotes.
 */
export function csvCell(value: string): string {
  const safe = guardFormula(value);
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, a header row and the rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
