// Roles (DESIGN §3.2–3.3, §4). The spec's "vendedor" is the same role as "seller"; only
// "seller" exists in the API and the database.

const ROLES = ['admin', 'seller', 'user', 'productor'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  seller: 'Vendedor',
  user: 'Cliente',
  productor: 'Productor',
};

/** Staff: reaches the back-office (Control) and the point-of-sale. */
export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'seller';
}

/** Every back-office route other than Control is admin-only. */
export function isAdmin(role: Role): boolean {
  return role === 'admin';
}

/** Where a user goes after signing in: staff to the dashboard, a productor to Mi puesto
 * (MARKET §15), others home. */
export function homeAfterLogin(role: Role): string {
  if (role === 'productor') return '/mi-puesto';
  return isStaff(role) ? '/dashboard/dashboard' : '/';
}
