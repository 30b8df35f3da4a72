import { SCROLL_TOP_THRESHOLD_PX } from '@feria/domain/look/timing';
import { useEffect, useState } from 'react';

/** Appears after 300 px of scroll (SPEC §9) and takes the shopper back to the top. */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      aria-label="Volver arriba"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
      className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-2 ring-white hover:bg-brand-800"
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-6 fill-current">
        <path d="M10 4a1 1 0 0 1 .7.3l5 5a1 1 0 0 1-1.4 1.4L11 7.4V16a1 1 0 1 1-2 0V7.4l-3.3 3.3a1 1 0 0 1-1.4-1.4l5-5A1 1 0 0 1 10 4z" />
      </svg>
    </button>
  );
}
