import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { TextField } from './ui/text-field.tsx';

type Props = { error?: string };

/** The e-mail of an account (sign-in, sign-up, a new seller). */
export function EmailField({ error, autoComplete = 'email' }: Props & { autoComplete?: string }) {
  return (
    <TextField
      label="Correo"
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      required
      error={error}
    />
  );
}

/** The password: the one in use to sign in, or a new one with DESIGN §3.18's rule as a hint. */
export function PasswordField({
  error,
  isNew = false,
  label = 'Contraseña',
  name = 'password',
  hint = isNew ? ACCOUNT_MSG.reglaPassword : undefined,
}: Props & { isNew?: boolean; label?: string; name?: string; hint?: string }) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      hint={hint}
      required
      error={error}
    />
  );
}
