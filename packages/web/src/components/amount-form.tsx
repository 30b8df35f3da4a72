// One amount in pesos, typed as people in Argentina type it ("1.500,50"), with "Cancelar" and the
// form's own button: the register's "Abrir caja", Balance's "Caja inicial". The caller checks the
// amount with its schema and shows what the server answers.
import { type FormEvent, useState } from 'react';
import { normalizeAmount } from '../lib/amount-input.ts';
import { primaryButton, secondaryButton } from './ui/styles.ts';
import { TextField } from './ui/text-field.tsx';

type Props = {
  label: string;
  initial?: string;
  placeholder?: string;
  error?: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The amount as the schemas read it ("1500.50"), or as typed when it is not an amount. */
  onSubmit: (monto: string) => void;
  onCancel: () => void;
};

export function AmountForm(props: Props) {
  const [monto, setMonto] = useState(props.initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(normalizeAmount(monto));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={props.label}
        data-autofocus
        inputMode="decimal"
        autoComplete="off"
        value={monto}
        onChange={(e) => setMonto(e.target.value)}
        error={props.error || undefined}
        announce
        placeholder={props.placeholder}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <button type="button" onClick={props.onCancel} className={secondaryButton}>
          Cancelar
        </button>
        <button type="submit" disabled={props.busy} className={primaryButton}>
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
