// A long list drawn a chunk at a time (issue 36: Preparación of a feria of 2,000 orders). React
// drawing every item at once, and the browser laying them all out, held the page for seconds; a
// chunk each task lets it paint and answer taps in between. Printing needs every item on paper:
// before the page prints (the Imprimir button, the browser's own menu, a PDF), the rest are drawn
// at once.
import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** How many of `total` items to draw now: `first`, then `chunk` more after each task (in a
 * transition a touch or a keystroke interrupts), all when printing. */
export function useChunks(total: number, chunk: number, first = chunk): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + chunk)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, chunk]);
  useEffect(() => {
    const all = () => flushSync(() => setShown(Number.POSITIVE_INFINITY));
    window.addEventListener('beforeprint', all);
    return () => window.removeEventListener('beforeprint', all);
  }, []);
  return Math.min(shown, total);
}
