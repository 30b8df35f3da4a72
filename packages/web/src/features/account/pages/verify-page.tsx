import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useVerifyEmailMutation } from '../../../api/account.ts';
import { Link } from '../../../components/link.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { AccountCard } from '../components/account-card.tsx';

/** /verificar?token=…: confirms the e-mail once and says so. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verify, { isSuccess, isError, error }] = useVerifyEmailMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void verify({ token });
  }, [token, verify]);

  return (
    <AccountCard title="Confirmar correo">
      <div role="status" className="mt-6 text-center">
        {isSuccess && (
          <p className="rounded-lg bg-brand-50 p-4 text-brand-800">
            {ACCOUNT_MSG.correoConfirmado}
          </p>
        )}
        {isError && (
          <p className="rounded-lg bg-red-50 p-4 text-red-800">
            {errorMessage(error, ACCOUNT_MSG.enlaceInvalido)}
          </p>
        )}
        {!isSuccess && !isError && <p className="text-stone-600">Confirmando…</p>}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="font-medium text-brand-700 underline">
          Ir a la tienda
        </Link>
      </p>
    </AccountCard>
  );
}
