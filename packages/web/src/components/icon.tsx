// Small line icons drawn here (no emoji: not every device has an emoji font). The two the shop's
// top bar shows are here; every other icon's path is in icons.ts, loaded with the screens that
// use it, so the storefront's first page does not carry them.

/** The top bar's icons: the account button and the back-office shortcut. */
export const BAR_ICONS = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6',
  control: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
} as const;

/** A 24×24 line icon from its SVG path (BAR_ICONS, ICONS in icons.ts), hidden from screen readers. */
export function Icon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={path} />
    </svg>
  );
}
