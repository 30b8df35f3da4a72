import { fieldErrors as schemaErrors } from '@feria/domain/schemas/issues';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from './errors.ts';

/** Moves focus to the first field marked invalid once React has drawn the messages. */
function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

type Options<T> = {
  /** The domain schema the server checks with too. */
  schema: z.ZodType<T>;
  /** The names of the form's fields, read as text. */
  fields: readonly string[];
  /** The call; a failure (thrown) shows the server's field messages. */
  send: (data: T, form: HTMLFormElement) => Promise<void>;
  /** After a failed call, e.g. the toast. */
  onFailure: (error: unknown) => void;
};

/**
 * An uncontrolled form checked with its schema before it is sent (SPEC §5): each message goes
 * under its field, from the schema or from the server's 400, and the first invalid field gets
 * the focus.
 */
export function useCheckedForm<T>({ schema, fields, send, onFailure }: Options<T>) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = schema.safeParse(
      Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])),
    );
    if (!parsed.success) {
      setErrors(schemaErrors(parsed.error));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    try {
      await send(parsed.data, form);
    } catch (error) {
      setErrors(fieldErrors(error));
      focusFirstInvalid(form);
      onFailure(error);
    }
  }

  return { errors, onSubmit };
}
