import { TIMING } from '@feria/domain/look/timing';
import { MSG } from '@feria/domain/messages/shop';
import { loginPathFor } from '@feria/domain/rules/next-path';
import { Logo } from '@feria/views/logo.tsx';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loadPage } from '../../../core/page-loaders.ts';
import { toast } from '../../../lib/toast.ts';

function Notice({ message }: { message: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-earth-50 px-4">
      <div className="max-w-sm rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
        <Logo size={56} className="mx-auto size-14" />
        <h1 className="mt-3 text-lg font-semibold text-stone-800">{message}</h1>
      </div>
    </div>
  );
}

/** DESIGN §3.4: not signed in → the message, a loading toast, and 1 s later /login?next=… */
export function NotSignedIn({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const id = toast.loading(MSG.noAutorizado);
    const timer = setTimeout(
      () => navigate(loginPathFor(from), { replace: true }),
      TIMING.unauthorizedRedirectMs,
    );
    return () => {
      clearTimeout(timer);
      toast.dismiss(id);
    };
  }, [from, navigate]);
  return <Notice message={MSG.noAutorizadoIngresar} />;
}

/** DESIGN §3.3: signed in without the role → the permission message, then home (a productor to
 * "Mi puesto", MARKET §15). */
export function WithoutPermission({ to = '/' }: { to?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(MSG.sinPermisos, 4000);
    void loadPage(to);
    const timer = setTimeout(() => navigate(to, { replace: true }), TIMING.unauthorizedRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate, to]);
  return <Notice message={MSG.sinPermisos} />;
}
