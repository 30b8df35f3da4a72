import { HERO_CLASSES } from '@feria/domain/look/hero';
import { TIMING } from '@feria/domain/look/timing';
import { PICTURE_SIZES } from '@feria/domain/rules/pictures';
import type { Section } from '@feria/domain/schemas/api-types';
import type { HTMLAttributes, ReactNode } from 'react';
import { srcSet } from './images.ts';
import { Logo } from './logo.tsx';

const { picture: PICTURE, text: TEXT, slide: SLIDE } = HERO_CLASSES;

/** The sections the carousel shows: those with a picture or a text, in their order. */
export function heroSlides(sections: readonly Section[]): Section[] {
  return [...sections]
    .filter((s) => s.imageUrl !== '' || s.texto.trim() !== '')
    .sort((a, b) => a.seccion - b.seccion);
}

/** The room the buttons below the slides take (44 px and their top border), drawn where the
 * buttons are not yet: the first screen the server paints, the placeholder while sections load. */
export function ControlsRoom() {
  return <div aria-hidden className="h-11 border-t border-stone-100" />;
}

type Props = {
  slides: readonly Section[];
  current: number;
  /** The other slides' pictures wait until the first one has arrived. */
  allPictures: boolean;
  paused: boolean;
  /** The first picture arrived (or failed): the others may load. */
  onFirstPicture?: () => void;
  /** The carousel's pointer and focus handlers. */
  events?: HTMLAttributes<HTMLElement>;
  /** The buttons below the slides; none in the first screen the server paints. */
  controls?: ReactNode;
};

/**
 * The carousel as it is drawn, state in props: HeroCarousel gives it its state and its buttons,
 * and the server renders it with the first slide showing and no buttons (the home's first screen,
 * server share/first-screen.ts), so the first picture is painted before the JavaScript arrives.
 */
export function HeroView({
  slides,
  current,
  allPictures,
  paused,
  onFirstPicture,
  events,
  controls,
}: Props) {
  const count = slides.length;
  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Novedades de la feria"
      className={HERO_CLASSES.section}
      {...events}
    >
      <div className="grid" aria-live={paused ? 'polite' : 'off'}>
        {slides.map((s, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel), not a form fieldset
          <div
            key={s.seccion}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${count}`}
            aria-hidden={i !== current}
            inert={i !== current}
            style={{ transitionDuration: `${TIMING.carouselFadeMs}ms` }}
            className={`${SLIDE} transition-opacity ${i === current ? 'opacity-100' : 'opacity-0'}`}
          >
            {s.imageUrl && (i === 0 || allPictures) ? (
              <img
                src={s.imageUrl}
                srcSet={srcSet(s.imageUrl)}
                sizes={PICTURE_SIZES.slide}
                alt=""
                width={1024}
                height={384}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
                onLoad={i === 0 ? onFirstPicture : undefined}
                onError={i === 0 ? onFirstPicture : undefined}
                className={PICTURE}
              />
            ) : s.imageUrl ? (
              <div className={`${PICTURE} bg-brand-100`} />
            ) : (
              <div className={`${PICTURE} flex items-center justify-center bg-brand-100`}>
                <Logo size={72} className="size-18" />
              </div>
            )}
            <p className={TEXT}>{s.texto}</p>
          </div>
        ))}
      </div>
      {controls}
    </section>
  );
}
