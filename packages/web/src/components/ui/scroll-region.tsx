import type { ReactNode } from 'react';

/**
 * A box that scrolls (a wide table on a phone, a long list in a dialog). A scrolling region
 * must be reachable by keyboard, so it takes focus and is named for screen readers.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section tabIndex={0} aria-label={label} className={className}>
      {children}
    </section>
  );
}
