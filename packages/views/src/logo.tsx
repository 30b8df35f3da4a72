/**
 * The shop's mark (public/logo.svg, the favicon) drawn in the page: an SVG in an <img> makes the
 * browser build a document of its own for it, about 25 ms of a phone's first paint on the bench
 * machine. index.html's header carries the same drawing for the page painted before React.
 */
export function Logo({ size, className }: { size: number; className: string }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#2f5d34" />
      <path d="M18 44c0-16 12-26 30-28-2 18-12 30-28 30l-2-2z" fill="#a3d977" />
      <path
        d="M20 44c6-8 12-14 22-20"
        stroke="#2f5d34"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
