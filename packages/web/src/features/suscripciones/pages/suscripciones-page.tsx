import { useSessionUser } from '../../../api/session.ts';
import { useGetSuscripcionesQuery } from '../../../api/suscripciones.ts';
import { Link } from '../../../components/link.tsx';
import { primaryButton } from '../../../components/ui/styles.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { SuscripcionCard } from '../components/suscripcion-card.tsx';

/** MARKET §9 "Mis bolsones" (/suscripciones): each subscription with its next feria. */
export function SuscripcionesPage() {
  usePageTitle('Mis bolsones');
  const user = useSessionUser();
  const { data, isLoading } = useGetSuscripcionesQuery(undefined, { skip: !user });
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-800">Mis bolsones</h1>
      {user === null ? (
        <p role="alert">
          <Link to="/login?next=%2Fsuscripciones" className={primaryButton}>
            Ingresá para ver tus bolsones
          </Link>
        </p>
      ) : isLoading || user === undefined ? (
        <p role="status">Cargando…</p>
      ) : data && data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {data.map((s) => (
            <SuscripcionCard key={s.id} s={s} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">
          Todavía no tenés bolsones. Elegí uno en la{' '}
          <Link to="/product" className="font-semibold text-brand-700 underline">
            tienda
          </Link>{' '}
          y tocá «Suscribirme».
        </p>
      )}
    </div>
  );
}
