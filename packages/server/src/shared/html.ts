// HTML for e-mails built with a tagged template that escapes every interpolated value unless it
// is already SafeHtml: a customer's name "<script>" can never become markup (DESIGN §3.11).

import { escapeHtml } from '@feria/domain/rules/escape-html';

/** Markup that is already escaped (the result of `html\`…\``). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** `html\`<p>${nombre}</p>\``: strings, numbers and arrays escaped; SafeHtml kept. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}
