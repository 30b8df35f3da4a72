import { isAdmin, isStaff, type Role } from '@feria/domain/rules/roles';
import type { IconName } from '../../components/icons.ts';

export type DashboardEntry = { path: string; label: string; icon: IconName; staff?: true };

/**
 * The back-office sections in the sidebar's order: Control, then the market's weekly tools
 * (Ferias, Entregas, Liquidaciones), then the catalogue and the shop's settings. Control and
 * Entregas are for sellers too; a seller may also open a feria's Preparación (MARKET §7).
 */
export const DASHBOARD_ENTRIES: DashboardEntry[] = [
  { path: '/dashboard/dashboard', label: 'Control', icon: 'control', staff: true },
  { path: '/dashboard/ferias', label: 'Ferias', icon: 'calendar' },
  { path: '/dashboard/entregas', label: 'Entregas', icon: 'basket', staff: true },
  { path: '/dashboard/liquidaciones', label: 'Liquidaciones', icon: 'receipt' },
  { path: '/dashboard/suscripciones', label: 'Suscripciones', icon: 'basket' },
  { path: '/dashboard/envios', label: 'Envíos', icon: 'truck' },
  { path: '/dashboard/sales', label: 'Ventas', icon: 'sales' },
  { path: '/dashboard/products', label: 'Productos', icon: 'box' },
  { path: '/dashboard/productores', label: 'Productores', icon: 'leaf' },
  { path: '/dashboard/balance', label: 'Balance', icon: 'wallet' },
  { path: '/dashboard/carrousel', label: 'Carrusel', icon: 'image' },
  { path: '/dashboard/users', label: 'Usuarios', icon: 'users' },
  { path: '/dashboard/support', label: 'Soporte', icon: 'support' },
  { path: '/dashboard/actividad', label: 'Actividad', icon: 'activity' },
];

/** DESIGN §3.3: Control for staff; every other back-office page (known or not) for admins. */
export function mayOpen(role: Role, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dashboard') return isStaff(role); // sends on to Control
  if (/^\/dashboard\/ferias\/\d+$/.test(path)) return isStaff(role);
  const entry = DASHBOARD_ENTRIES.find((e) => e.path === path);
  return entry?.staff ? isStaff(role) : isAdmin(role);
}

export function entriesFor(role: Role): DashboardEntry[] {
  return DASHBOARD_ENTRIES.filter((e) => (e.staff ? isStaff(role) : isAdmin(role)));
}
