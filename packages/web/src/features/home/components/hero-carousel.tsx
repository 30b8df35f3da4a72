import { HERO_CLASSES } from '@feria/domain/look/hero';
import { TIMING } from '@feria/domain/look/timing';
import { wrapIndex } from '@feria/domain/rules/home';
import type { Section } from '@feria/domain/schemas/api-types';
import { ControlsRoom, HeroView } from '@feria/views/hero-view.tsx';
import { useEffect, useState } from 'react';

const ARROW =
  'flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50';
const { picture: PICTURE, text: TEXT, slide: SLIDE } = HERO_CLASSES;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home carousel of the admin's sections, ordered by seccion: every 6 s the next one fades in
 * (500 ms). It stops while the pointer is over it or focus is inside, when the shopper presses
 * "Pausar", and never moves by itself for people who asked for reduced motion.
 */
export function HeroCarousel({ slides }: { slides: readonly Section[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(reducedMotion);
  // The other slides' pictures wait until the first one has arrived: on a slow connection they
  // would compete with the page's largest paint, and nobody sees them for 6 s anyway.
  const [allPictures, setAllPictures] = useState(() => !slides[0]?.imageUrl);
  const count = slides.length;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(
      () => setIndex((i) => wrapIndex(i, 1, count)),
      TIMING.carouselAdvanceMs,
    );
    return () => clearInterval(timer);
  }, [paused, count]);

  const current = Math.min(index, count - 1);
  const step = (delta: number) => {
    setAllPictures(true);
    setIndex(wrapIndex(current, delta, count));
  };
  return (
    <HeroView
      slides={slides}
      current={current}
      allPictures={allPictures}
      paused={paused}
      onFirstPicture={() => setAllPictures(true)}
      events={{
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: (e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        },
      }}
      controls={
        count > 1 && (
          <div className="flex items-center justify-center gap-1 border-t border-stone-100 px-2">
            <button
              type="button"
              aria-label="Sección anterior"
              onClick={() => step(-1)}
              className={ARROW}
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-6 fill-current">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
              </svg>
            </button>
            {slides.map((s, i) => (
              <button
                key={s.seccion}
                type="button"
                aria-label={`Ir a la sección ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => {
                  setAllPictures(true);
                  setIndex(i);
                }}
                className="flex size-11 items-center justify-center"
              >
                <span
                  className={`block size-2.5 rounded-full ${i === current ? 'bg-brand-700' : 'bg-stone-300'}`}
                />
              </button>
            ))}
            <button
              type="button"
              aria-label="Sección siguiente"
              onClick={() => step(1)}
              className={ARROW}
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-6 fill-current">
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => setStopped((s) => !s)}
              className="ml-2 min-h-11 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {stopped ? 'Reanudar' : 'Pausar'}
            </button>
          </div>
        )
      }
    />
  );
}

/** Same height as the carousel while the sections load, so the page below does not jump. */
export function HeroPlaceholder() {
  return (
    <div
      aria-hidden
      className="mx-auto max-w-6xl bg-white sm:mt-4 sm:overflow-hidden sm:rounded-xl sm:ring-1 sm:ring-stone-200"
    >
      <div className={SLIDE}>
        <div className={`${PICTURE} bg-brand-100`} />
        <p className={TEXT}>&nbsp;</p>
      </div>
      <ControlsRoom />
    </div>
  );
}
