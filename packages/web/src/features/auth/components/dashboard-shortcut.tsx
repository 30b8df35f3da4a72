import { useSessionUser } from '../../../api/session.ts';
import { BAR_ICONS, Icon } from '../../../components/icon.tsx';
import { Link } from '../../../components/link.tsx';

/** SPEC §2: the navigation bar's way into the back-office, shown only to admins. */
export function DashboardShortcut() {
  const user = useSessionUser();
  if (user?.rol !== 'admin') return null;
  return (
    <Link
      to="/dashboard/dashboard"
      className="flex min-h-11 items-center gap-1 rounded-full border border-brand-200 px-3 text-sm font-semibold hover:bg-brand-600"
    >
      <Icon path={BAR_ICONS.control} />
      Panel
    </Link>
  );
}
