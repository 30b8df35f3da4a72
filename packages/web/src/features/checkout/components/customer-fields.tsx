import type { Cliente } from '@feria/domain/schemas/api-types';
import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';

type Field = {
  name: keyof Cliente;
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
};

// The six fields of SPEC §2 in its order, with what phones need to offer the right keyboard and
// autofill.
const FIELDS: Field[] = [
  { name: 'nombre', label: 'Nombre', input: { autoComplete: 'name' } },
  {
    name: 'correo',
    label: 'Correo',
    input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  },
  { name: 'provincia', label: 'Provincia', input: { autoComplete: 'address-level1' } },
  { name: 'direccion', label: 'Dirección', input: { autoComplete: 'street-address' } },
  {
    name: 'cp',
    label: 'Código postal',
    input: { autoComplete: 'postal-code', inputMode: 'numeric' },
  },
  {
    name: 'celular',
    label: 'Celular',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  },
];

/** The fields a pickup does without (issue 33): shown for Envío, or while nothing is chosen. */
const ADDRESS: readonly (keyof Cliente)[] = ['provincia', 'direccion', 'cp'];

type Props = {
  cliente: Cliente;
  onChange: (field: keyof Cliente, value: string) => void;
  disabled?: boolean;
  /** "retiro" hides the address fields. */
  envio?: string;
  /** Required fields left blank after "Confirmar pedido": each says so under it. */
  missing?: readonly (keyof Cliente)[];
};

/** Nombre, correo, (provincia, dirección, código postal unless Retiro) and celular, with labels. */
export function CustomerFields({ cliente, onChange, disabled, envio, missing = [] }: Props) {
  const shown = envio === 'retiro' ? FIELDS.filter((f) => !ADDRESS.includes(f.name)) : FIELDS;
  return (
    <fieldset
      disabled={disabled}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
    >
      <legend className="mb-2 font-semibold text-stone-800">Tus datos</legend>
      {shown.map((field) => (
        <TextField
          key={field.name}
          id={`cliente-${field.name}`}
          label={field.label}
          name={field.name}
          value={cliente[field.name]}
          onChange={(e) => onChange(field.name, e.target.value)}
          maxLength={200}
          error={missing.includes(field.name) ? 'Completá este campo' : undefined}
          {...field.input}
        />
      ))}
    </fieldset>
  );
}
