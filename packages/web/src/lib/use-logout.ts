import { MSG } from '@feria/domain/messages';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/sign-in.ts';
import { toast } from '../components/ui/toast.tsx';

/**
 * Sign-out (SPEC §4): "Saliendo...", to /login, and the session deleted; "Error" if that fails.
 * Leaving first keeps a back-office guard from seeing the session vanish and redirecting too.
 */
export function useLogout(): { logout: () => Promise<void>; busy: boolean } {
  const [logoutCall, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const logout = async () => {
    const id = toast.info(MSG.saliendo, 2500);
    navigate('/login');
    try {
      await logoutCall().unwrap();
    } catch {
      toast.dismiss(id);
      toast.error(MSG.error);
    }
  };
  return { logout, busy: isLoading };
}
