import { wrapIndex } from '@feria/domain/rules/home';
import { GalleryView } from '@feria/views/detail-view.tsx';
import { ProductImage } from '@feria/views/product-image.tsx';
import { type PointerEvent, useRef, useState } from 'react';

const ARROW =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow ring-1 ring-stone-200 hover:bg-white';

/** The detail page's pictures: one large, thumbnails below, previous/next wrapping, swipe. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const count = images.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const step = (delta: number) => setIndex(wrapIndex(current, delta, count));

  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (count > 1 && Math.abs(dx) > 40) step(dx < 0 ? 1 : -1);
  };

  return (
    <GalleryView
      images={images}
      name={name}
      current={current}
      events={{ onPointerDown, onPointerUp }}
      controls={
        count > 1 && (
          <>
            <button
              type="button"
              aria-label="Imagen anterior"
              onClick={() => step(-1)}
              className={`${ARROW} left-2`}
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-6 fill-current">
                <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
              </svg>
            </button>
            <button
              type="button"
              aria-label="Imagen siguiente"
              onClick={() => step(1)}
              className={`${ARROW} right-2`}
            >
              <svg aria-hidden viewBox="0 0 20 20" className="size-6 fill-current">
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
            <p
              aria-live="polite"
              className="absolute right-2 bottom-2 rounded-full bg-stone-900/70 px-2 py-0.5 text-xs font-semibold text-white"
            >
              {current + 1} / {count}
            </p>
          </>
        )
      }
      thumbnails={
        count > 1 && (
          <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
            {images.map((src, i) => (
              <li key={src} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Ver imagen ${i + 1} de ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  className={`block size-16 overflow-hidden rounded-lg ring-2 ${
                    i === current ? 'ring-brand-600' : 'ring-transparent hover:ring-stone-300'
                  }`}
                >
                  <ProductImage src={src} alt="" sizes="64px" />
                </button>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
