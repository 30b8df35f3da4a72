import { type RefObject, useLayoutEffect, useState } from 'react';

/** The table needs about this many pixels; below it the products are shown as cards. */
const TABLE_MIN_PX = 832;

/**
 * Whether the box is wide enough for the products table. It measures the box, not the window:
 * the back-office sidebar takes part of the width on tablets and laptops.
 */
export function useFitsTable(ref: RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setFits(box.clientWidth >= TABLE_MIN_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return fits;
}
