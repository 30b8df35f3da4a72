import { type ReactNode, useId } from 'react';
import { errorClass, inputClass, labelClass } from './styles.ts';

type Common = {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
};

type Props = Common &
  (
    | { kind?: 'input'; inputMode?: 'text' | 'numeric' | 'decimal'; placeholder?: string }
    | { kind: 'textarea' }
    | { kind: 'select'; options: readonly string[]; placeholder: string }
  );

/** A labelled field with its message underneath (SPEC §5 "message under the field"). */
export function TextField(props: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { label, name, value, error, hint, onChange } = props;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `${inputClass} ${error ? 'border-red-600' : 'border-stone-300'}`,
  };

  let control: ReactNode;
  if (props.kind === 'textarea') {
    control = (
      <textarea
        {...shared}
        rows={4}
        className={`${shared.className} py-2`}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (props.kind === 'select') {
    control = (
      <select {...shared} onChange={(e) => onChange(e.target.value)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...shared}
        type="text"
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
