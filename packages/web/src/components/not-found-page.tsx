import { Link } from './link.tsx';

export function NotFoundPage({ title = 'Página no encontrada' }: { title?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{title}</h1>
      <p className="mt-2 text-stone-600">La dirección no existe o ya no está disponible.</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white"
      >
        Volver al inicio
      </Link>
    </div>
  );
}
