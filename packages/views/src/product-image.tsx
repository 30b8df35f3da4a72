import { SQUARE_PICTURE } from '@feria/domain/look/pictures';
import { srcSet } from './images.ts';

type Props = {
  src: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
  greyed?: boolean;
};

/** A square product picture: WebP srcset, lazy unless above the fold, size fixed so nothing jumps. */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  className = '',
  greyed = false,
}: Props) {
  if (!src) {
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={`flex aspect-square items-center justify-center bg-brand-50 text-brand-600 ${className}`}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-10 fill-current opacity-60">
          <path d="M5 21c0-9 6-15 15-16-1 9-6 15-15 16zm2-2c3-3 6-7 9-10" />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet(src)}
      sizes={sizes}
      alt={alt}
      width={640}
      height={640}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
      className={`${SQUARE_PICTURE} ${greyed ? 'opacity-50 grayscale' : ''} ${className}`}
    />
  );
}
