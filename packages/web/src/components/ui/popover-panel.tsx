import { type ReactNode, useEffect, useRef } from 'react';

type Props = {
  /** The id of the panel's heading, which names the dialog. */
  labelledBy: string;
  /** Width and scrolling of this panel. */
  className?: string;
  children: ReactNode;
};

/**
 * The panel under a navigation-bar button (see usePopover): full width under the bar on a phone,
 * anchored to the button's right edge elsewhere. It takes the focus when it opens.
 */
export function PopoverPanel({ labelledBy, className = '', children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={`fixed inset-x-2 top-16 z-50 rounded-xl bg-white p-3 text-stone-800 shadow-xl ring-1 ring-stone-200 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 ${className}`}
    >
      {children}
    </div>
  );
}
