import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { MSG } from '@feria/domain/messages/shop';
import { loginSchema } from '@feria/domain/schemas/user';
import { Logo } from '@feria/views/logo.tsx';
import { useState } from 'react';
import { useShopConfig } from '../../../api/shop-config.ts';
import { useLoginMutation, useLoginWithGoogleMutation } from '../../../api/sign-in.ts';
import { EmailField, PasswordField } from '../../../components/account-fields.tsx';
import { Link } from '../../../components/link.tsx';
import { useAfterSignIn, useNextQuery } from '../../../core/use-after-sign-in.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { GoogleButton } from '../components/google-button.tsx';

/** /login (SPEC §2, §5): e-mail and password, Google when configured, the way to register. */
export function LoginPage() {
  const [login, { isLoading }] = useLoginMutation();
  const [loginWithGoogle] = useLoginWithGoogleMutation();
  const { data: config } = useShopConfig();
  const afterSignIn = useAfterSignIn();
  const nextQuery = useNextQuery();
  const [done, setDone] = useState(false);
  const { errors, onSubmit } = useCheckedForm({
    schema: loginSchema,
    fields: ['email', 'password'],
    send: async (body) => {
      const user = await login(body).unwrap();
      setDone(true);
      afterSignIn(user, MSG.ingresoExitoso);
    },
    // 401 is "Error al ingresar"; 429 says to wait.
    onFailure: (error) => toast.error(errorMessage(error, MSG.errorIngresar)),
  });

  async function google(token: string) {
    try {
      const { theUser } = await loginWithGoogle({ token }).unwrap();
      setDone(true);
      afterSignIn(theUser, MSG.ingresoExitoso);
    } catch {
      toast.error(MSG.errorIngresar);
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-8 sm:py-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <Logo size={64} className="mx-auto size-16" />
        <h1 className="mt-3 text-center text-2xl font-bold text-brand-800">Iniciar Sesión</h1>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-label="Iniciar Sesión">
          <EmailField error={errors.email} />
          <PasswordField error={errors.password} />
          <p className="text-right text-sm">
            <Link
              to="/recuperar"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              {ACCOUNT_MSG.olvidaste}
            </Link>
          </p>
          <button
            type="submit"
            disabled={isLoading || done}
            className="min-h-11 w-full rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Ingresar
          </button>
        </form>
        {config?.googleClientId && (
          <div className="mt-4">
            <GoogleButton clientId={config.googleClientId} onCredential={google} />
          </div>
        )}
        <div className="my-6 flex items-center gap-3 text-sm text-stone-500">
          <span aria-hidden className="h-px flex-1 bg-stone-200" />O bien registrate
          <span aria-hidden className="h-px flex-1 bg-stone-200" />
        </div>
        <Link
          to={`/register${nextQuery}`}
          className="flex min-h-11 w-full items-center justify-center rounded-full border-2 border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Registrate
        </Link>
      </div>
    </div>
  );
}
