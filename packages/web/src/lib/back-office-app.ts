/**
 * Makes the back-office an installable app (MARKET.md §3): the manifest link, and the service
 * worker that keeps the app and the pictures on the device. Called by the back-office only, so a
 * shopper's storefront never registers it.
 */
export function installBackOfficeApp(): void {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
}
