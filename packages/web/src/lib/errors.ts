import type { ApiIssue } from '@feria/domain/schemas/api-types';

/** A failed call: the HTTP status (or no answer at all) and the server's body. */
export type CallError = { status: number | 'FETCH_ERROR'; data?: unknown };

/** The Spanish message of a failed call (the server always sends one). */
export function errorMessage(error: unknown, fallback = 'Algo salió mal, probá de nuevo'): string {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : fallback;
}

/** Field messages of a 400, keyed by field name, to show under each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const issues = (error as { data?: { issues?: ApiIssue[] } } | undefined)?.data?.issues ?? [];
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path] ??= issue.message;
  return out;
}
