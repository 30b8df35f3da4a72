import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { errorClass, hintClass, inputClass, invalidInputClass, labelClass } from './styles.ts';

type Common = {
  label: string;
  /** The field's message (SPEC §5 "message under the field"); marks the field invalid. */
  error?: string;
  /** A help line under the field, replaced by the error while there is one. */
  hint?: string;
  /** The id the label points at; one is made up when not given. */
  id?: string;
  /** Also announce the message when it appears: for forms that do not move the focus to it. */
  announce?: boolean;
};

/** What the control needs from its shell: id, validity and what describes it. */
function useField({ id: given, error, hint }: Common) {
  const made = useId();
  const id = given ?? made;
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    className: error ? invalidInputClass : inputClass,
  } as const;
}

/** The label above, the control, then the hint or the error under it. */
function Shell({ id, label, error, hint, announce, children }: Common & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className={errorClass}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={hintClass}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type InputProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function TextField({ label, error, hint, id, announce, ...input }: InputProps) {
  const field = useField({ label, error, hint, id });
  return (
    <Shell id={field.id} label={label} error={error} hint={hint} announce={announce}>
      <input {...input} {...field} />
    </Shell>
  );
}

type SelectProps = Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

export function SelectField({
  label,
  error,
  hint,
  id,
  announce,
  children,
  ...select
}: SelectProps) {
  const field = useField({ label, error, hint, id });
  return (
    <Shell id={field.id} label={label} error={error} hint={hint} announce={announce}>
      <select {...select} {...field}>
        {children}
      </select>
    </Shell>
  );
}

type TextAreaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export function TextAreaField({ label, error, hint, id, announce, ...area }: TextAreaProps) {
  const field = useField({ label, error, hint, id });
  return (
    <Shell id={field.id} label={label} error={error} hint={hint} announce={announce}>
      <textarea {...area} {...field} className={`${field.className} py-2`} />
    </Shell>
  );
}
