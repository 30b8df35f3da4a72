import { type ReactNode, useId } from 'react';

const INPUT =
  'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

type Common = { label: string; error?: string; hint?: string };

/** The field's message sits under it and is announced with it (aria-describedby). */
function Shell({ id, label, error, hint, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, error?: string, hint?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type InputProps = Common &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & { name: string };

export function TextField({ label, error, hint, ...input }: InputProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        className={`${INPUT} ${error ? 'border-red-500' : 'border-stone-300'}`}
      />
    </Shell>
  );
}

type SelectProps = Common &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { name: string };

export function SelectField({ label, error, hint, children, ...select }: SelectProps) {
  const id = useId();
  return (
    <Shell id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        className={`${INPUT} ${error ? 'border-red-500' : 'border-stone-300'}`}
      >
        {children}
      </select>
    </Shell>
  );
}
