import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { passwordProblem } from '@feria/domain/rules/password';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '../../../api/account.ts';
import { PasswordField } from '../../../components/account-fields.tsx';
import { Link } from '../../../components/link.tsx';
import { useAfterSignIn } from '../../../core/use-after-sign-in.ts';
import { errorMessage, fieldErrors } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { AccountCard, PRIMARY } from '../components/account-card.tsx';

/** /reset?token=…: the new password twice; on success the visitor is signed in. */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const afterSignIn = useAfterSignIn();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const repeat = String(data.get('repetir') ?? '');
    const problem = passwordProblem(password);
    const found: Record<string, string> = {};
    if (problem) found.password = problem;
    else if (password !== repeat) found.repetir = ACCOUNT_MSG.passwordsDistintas;
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    try {
      const user = await reset({ token, password }).unwrap();
      setDone(true);
      afterSignIn(user, ACCOUNT_MSG.passwordCambiada);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error));
    }
  }

  return (
    <AccountCard title="Elegí una contraseña nueva">
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Contraseña nueva">
        <PasswordField label="Nueva contraseña" error={errors.password} isNew />
        <PasswordField
          label="Repetir contraseña"
          name="repetir"
          error={errors.repetir}
          isNew
          hint=""
        />
        <button type="submit" disabled={isLoading || done} className={PRIMARY}>
          Guardar contraseña
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/recuperar" className="font-medium text-brand-700 underline">
          Pedir otro enlace
        </Link>
      </p>
    </AccountCard>
  );
}
