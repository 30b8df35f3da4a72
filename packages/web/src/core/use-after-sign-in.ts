import { TIMING } from '@feria/domain/look/timing';
import { safeNextPath } from '@feria/domain/rules/next-path';
import { homeAfterLogin } from '@feria/domain/rules/roles';
import type { User } from '@feria/domain/schemas/api-types';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../lib/toast.ts';
import { loadPage } from './page-loaders.ts';

/**
 * After a sign-in or sign-up (SPEC §4): a toast, then after 2 s back to the page that sent the
 * visitor here (`?next=`), else staff to Control and customers home.
 */
export function useAfterSignIn(): (user: User, message: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (user, message) => {
    toast.success(message, TIMING.redirectAfterLoginMs);
    const target = safeNextPath(params.get('next')) ?? homeAfterLogin(user.rol);
    clearTimeout(timer.current);
    void loadPage(target); // its code arrives while the toast is read
    timer.current = setTimeout(() => navigate(target), TIMING.redirectAfterLoginMs);
  };
}

/** Keeps `?next=` when moving between /login and /register. */
export function useNextQuery(): string {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  return next ? `?next=${encodeURIComponent(next)}` : '';
}
