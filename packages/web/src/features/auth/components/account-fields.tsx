import { TextField } from '../../../components/ui/text-field.tsx';

type Props = { error?: string };

/** The e-mail of an account (sign-in, sign-up, a new seller). */
export function EmailField({ error, autoComplete = 'email' }: Props & { autoComplete?: string }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      required
      error={error}
    />
  );
}

/** The password: the one in use to sign in, or a new one with SPEC §5's rule as a hint. */
export function PasswordField({ error, isNew = false }: Props & { isNew?: boolean }) {
  return (
    <TextField
      label="Contraseña"
      name="password"
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      hint={isNew ? 'Al menos 6 caracteres' : undefined}
      required
      error={error}
    />
  );
}
