import { srcSet } from '@feria/views/images.ts';
import type { ReactNode } from 'react';

type ThumbProps = {
  src: string | null | undefined;
  /** Shown size in CSS pixels: picks the right width from the srcset. */
  px: number;
  /** Size classes, e.g. "size-12" or "aspect-square w-full". */
  className?: string;
  lazy?: boolean;
};

/** A product's small square picture, or a plain tile when it has none; decorative (alt ""). */
export function ItemThumb({ src, px, className = 'size-12', lazy = false }: ThumbProps) {
  if (!src)
    return <span aria-hidden className={`block shrink-0 rounded-lg bg-brand-50 ${className}`} />;
  return (
    <img
      src={src}
      srcSet={srcSet(src)}
      sizes={`${px}px`}
      alt=""
      width={px}
      height={px}
      loading={lazy ? 'lazy' : undefined}
      className={`shrink-0 rounded-lg object-cover ${className}`}
    />
  );
}

type RowProps = {
  image: string | null | undefined;
  name: string;
  /** The grey line under the name: brand and measure, or quantity × price. */
  detail: ReactNode;
  /** The right-hand column: the line's amount. */
  aside: ReactNode;
  /** Height and padding of the row. */
  className?: string;
  lazy?: boolean;
};

/** One line of a list of products (basket panel, a purchase): picture, name, detail, amount. */
export function ItemRow({ image, name, detail, aside, className = '', lazy }: RowProps) {
  return (
    <li className={`flex items-center gap-3 ${className}`}>
      <ItemThumb src={image} px={48} lazy={lazy} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{name}</p>
        <p className="text-xs text-stone-600">{detail}</p>
      </div>
      <div className="shrink-0 text-right text-sm">{aside}</div>
    </li>
  );
}
