// Turning zod errors into the API's `{ error, issues }` and the forms' messages under fields.
import type { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import type { ApiIssue } from './api-types.ts';

/** Every issue with its path joined by dots ("productos.0.cantidad"); "" for the whole body. */
export function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * The first failing rule, which is the API's `error`.
 * @internal Exported for its tests.
 */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.datosInvalidos;
}

/** The first message of each field, for showing under the inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of toIssues(error)) {
    if (!(issue.path in errors)) errors[issue.path] = issue.message;
  }
  return errors;
}
