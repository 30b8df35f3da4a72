import type { User } from '@feria/domain/schemas/api-types';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

/** The Google picture when there is one, else the name's initials. Decorative: the name is shown. */
export function Avatar({
  user,
  size = 36,
}: {
  user: Pick<User, 'nombre' | 'picture'>;
  size?: number;
}) {
  const style = { width: size, height: size };
  if (user.picture) {
    return (
      <img
        src={user.picture}
        alt=""
        referrerPolicy="no-referrer"
        style={style}
        className="shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      style={style}
      className="flex shrink-0 items-center justify-center rounded-full bg-earth-100 text-sm font-bold text-earth-700"
    >
      {initials(user.nombre)}
    </span>
  );
}
