// Building blocks shared by the schemas: required trimmed text and amounts typed as text or
// number (forms send strings, JSON sends numbers).
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';

/** Trimmed text that may not be blank; `required` also answers a missing or non-text value. */
export function requiredText(required: string, max = 200, tooLong: string = MSG.textoLargo) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong });
}

/** Trimmed text that may be blank or missing (then ""). */
export function optionalText(max = 200, tooLong: string = MSG.textoLargo) {
  return z.string({ error: MSG.datosInvalidos }).trim().max(max, { error: tooLong }).default('');
}

export type AmountProblem = 'empty' | 'invalid' | 'negative' | 'zero' | 'decimals' | 'max';

/** Largest price or cash amount: $ 10.000.000 (its cents fit the database's integer column). */
export const MAX_AMOUNT = 10_000_000;

/**
 * Reads pesos from a form or JSON value: a finite number or a plain decimal text ("1500.5").
 * Zero is reported apart from negatives so each schema can choose its message.
 */
function readAmount(
  raw: string | number,
): { ok: true; value: number } | { ok: false; problem: AmountProblem } {
  let value: number;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, problem: 'invalid' };
    value = raw;
  } else {
    const text = raw.trim();
    if (text === '') return { ok: false, problem: 'empty' };
    if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, problem: 'invalid' };
    value = Number(text);
  }
  if (value < 0) return { ok: false, problem: 'negative' };
  if (value === 0) return { ok: false, problem: 'zero' };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    return { ok: false, problem: 'decimals' };
  if (value > MAX_AMOUNT) return { ok: false, problem: 'max' };
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Pesos typed as text or sent as a number, with one message per problem. */
export function amountField(messages: Record<AmountProblem, string>, allowZero: boolean) {
  return z.union([z.string(), z.number()], { error: messages.empty }).transform((raw, ctx) => {
    const read = readAmount(raw);
    if (read.ok) return read.value;
    if (read.problem === 'zero' && allowZero) return 0;
    ctx.issues.push({ code: 'custom', message: messages[read.problem], input: raw });
    return z.NEVER;
  });
}
