import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { recheckSession } from '../../../api/session.ts';
import { AccountSecurity } from './account-security.tsx';

/**
 * A first admin with the generated password printed at start-up must change it before anything
 * else: the server answers 403 to every other call until then (API.md round 4). Once changed, the
 * session is asked again and the page the admin was going to opens.
 */
export function FirstPassword() {
  return (
    <section className="mx-auto max-w-sm px-4 py-8" aria-labelledby="primera-clave">
      <h1 id="primera-clave" className="text-xl font-bold text-stone-900">
        Cambiar contraseña
      </h1>
      <p role="alert" className="mt-2 text-stone-700">
        {ACCOUNT_MSG.cambiarPasswordInicial}
      </p>
      <AccountSecurity startOpen onChanged={() => void recheckSession()} />
    </section>
  );
}
