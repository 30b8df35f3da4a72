import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { forgotSchema } from '@feria/domain/schemas/account';
import { useState } from 'react';
import { useForgotPasswordMutation } from '../../../api/account.ts';
import { EmailField } from '../../../components/account-fields.tsx';
import { Link } from '../../../components/link.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { AccountCard, PRIMARY } from '../components/account-card.tsx';

/** /recuperar: asks for the e-mail; the answer never tells whether there is an account. */
export function ForgotPage() {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const { errors, onSubmit } = useCheckedForm({
    schema: forgotSchema,
    fields: ['email'],
    send: async (body) => {
      await forgot(body).unwrap();
      setSent(true);
    },
    onFailure: (error) => toast.error(errorMessage(error)),
  });

  return (
    <AccountCard title="Recuperar contraseña">
      {sent ? (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 p-4 text-center text-brand-800">
          {ACCOUNT_MSG.enlaceEnviado}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 space-y-4"
          aria-label="Recuperar contraseña"
        >
          <p className="text-sm text-stone-600">
            Escribí el correo de tu cuenta y te enviamos un enlace para elegir una contraseña nueva.
          </p>
          <EmailField error={errors.email} />
          <button type="submit" disabled={isLoading} className={PRIMARY}>
            Enviar enlace
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline">
          Volver a Iniciar Sesión
        </Link>
      </p>
    </AccountCard>
  );
}
