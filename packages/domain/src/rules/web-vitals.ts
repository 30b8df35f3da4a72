// The market's own field data (issue 51): which page and which kind of device a browser's LCP, INP
// and CLS belong to. Both are from fixed sets, so the /metrics series stay few and no address, id
// or search ever leaves the browser.

export const VITALS_PAGES = [
  'inicio',
  'catalogo',
  'producto',
  'carrito',
  'control',
  'otra',
] as const;
export type VitalsPage = (typeof VITALS_PAGES)[number];

export const VITALS_DEVICES = ['telefono', 'tableta', 'computadora'] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];

/** The path a browser reports its figures to. */
export const WEB_VITALS_PATH = '/api/web-vitals';

/**
 * The share of page loads that report: every Control opening (a few phones, each open for hours),
 * one storefront load in four (enough for a market's hundreds of visits a Saturday).
 */
export function vitalsSampleRate(page: VitalsPage): number {
  return page === 'control' ? 1 : 0.25;
}

/** The largest value accepted, in milliseconds (LCP, INP) and in CLS's own unit. */
export const VITALS_MAX_MS = 60_000;
export const VITALS_MAX_CLS = 10;

/** The page a path belongs to: the storefront's four, Control, and every other as "otra". */
export function vitalsPageOf(pathname: string): VitalsPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return 'inicio';
  if (path === '/product') return 'catalogo';
  if (/^\/product\/[^/]+$/.test(path)) return 'producto';
  if (path === '/cart') return 'carrito';
  if (path === '/dashboard/dashboard') return 'control';
  return 'otra';
}

/** The kind of device, from the window's width (CSS px) and whether its pointer is a finger. */
export function vitalsDeviceOf(width: number, coarsePointer: boolean): VitalsDevice {
  if (!coarsePointer) return 'computadora';
  return width < 600 ? 'telefono' : 'tableta';
}
