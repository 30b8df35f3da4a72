/** A schema's failures as one message per field (the first, as the server would answer). */
export function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

/** Moves focus to the first field marked invalid once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
