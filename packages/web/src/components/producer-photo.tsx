import { srcSet } from '@feria/views/images.ts';

/** A producer's picture (4:3), or a soft field colour with the initials when there is none. */
export function ProducerPhoto({
  src,
  nombre,
  sizes,
  eager,
}: {
  src: string;
  nombre: string;
  sizes: string;
  eager?: boolean;
}) {
  if (!src) {
    const initials = nombre
      .split(/\s+/)
      .filter((w) => /^\p{Lu}/u.test(w))
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    return (
      <div
        aria-hidden
        className="flex aspect-[4/3] w-full items-center justify-center bg-brand-100 text-3xl font-bold text-brand-800"
      >
        {initials || nombre.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet(src)}
      sizes={sizes}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      width={800}
      height={600}
      className="aspect-[4/3] w-full bg-stone-100 object-cover"
    />
  );
}
