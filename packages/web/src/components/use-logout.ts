import { MSG } from '@feria/domain/messages/shop';
import { createElement, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { recheckSession, useSessionUser } from '../api/session.ts';
import { useLogoutMutation } from '../api/sign-in.ts';
import { clearPendingLogout, markPendingLogout } from '../lib/pending-logout.ts';
import { toast } from '../lib/toast.ts';
import { SignOutPrompt } from './sign-out-prompt.tsx';

/**
 * What to ask before signing out when this seller's sales are still on the device, or null.
 * Loaded only when a staff member signs out: the storefront's account panel never loads it.
 */
async function unsentQuestion(uid: string): Promise<string | null> {
  try {
    const [{ readQueue }, { unsentOf }, { OFFLINE_MSG }] = await Promise.all([
      import('../lib/device-db.ts'),
      import('@feria/domain/rules/offline-queue'),
      import('@feria/domain/messages/offline'),
    ]);
    const n = unsentOf(await readQueue(), uid);
    return n > 0 ? OFFLINE_MSG.cerrarSesion(n) : null;
  } catch {
    return null;
  }
}

/**
 * Sign-out (SPEC §4): "Saliendo...", to /login, and the session deleted; "Error" if the server
 * refuses. A seller with sales still on the phone is asked first (MARKET §3): they stay there
 * until that seller signs in again. With no signal the device forgets the session at once and the
 * server's is ended when the connection returns (lib/pending-logout.ts). Render `prompt`.
 */
export function useLogout(): {
  /** Signs out, or asks first; resolves `true` when it is asking (the prompt is on screen). */
  logout: () => Promise<boolean>;
  busy: boolean;
  prompt: ReactNode;
} {
  const [logoutCall, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [asking, setAsking] = useState<string | null>(null);

  const leave = async () => {
    setAsking(null);
    const id = toast.info(MSG.saliendo, 2500);
    // Until the server has ended it, this device counts as signed out.
    markPendingLogout();
    navigate('/login');
    try {
      await logoutCall().unwrap();
      clearPendingLogout();
    } catch (error) {
      recheckSession();
      if ((error as { status?: unknown }).status === 'FETCH_ERROR') return;
      toast.dismiss(id);
      toast.error(MSG.error);
    }
  };

  const logout = async () => {
    const question = user && user.rol !== 'user' ? await unsentQuestion(user.uid) : null;
    if (question) {
      setAsking(question);
      return true;
    }
    await leave();
    return false;
  };

  const prompt =
    asking === null
      ? null
      : createElement(SignOutPrompt, {
          message: asking,
          onConfirm: () => void leave(),
          onCancel: () => setAsking(null),
        });

  return { logout, busy: isLoading, prompt };
}
