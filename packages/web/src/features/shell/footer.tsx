import { useShopConfig, whatsappLink } from '../../api/shop-config.ts';
import { Link } from '../../components/link.tsx';

/** Footer with the shop's contact details and social link (from /api/config). */
export function Footer() {
  const { data: config } = useShopConfig();
  return (
    <footer className="mt-12 bg-brand-800 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{config?.shopName ?? 'Feria Agroecológica'}</p>
          <p className="mt-1 text-sm text-brand-100">
            Alimentos agroecológicos y orgánicos de productores de la región.
          </p>
          <Link
            to="/ferias"
            className="mt-2 inline-block text-sm font-semibold text-white underline underline-offset-2"
          >
            Próximas ferias
          </Link>
        </div>
        <div>
          <h2 className="font-semibold">Contacto</h2>
          {config && (
            <ul className="mt-2 space-y-1 text-sm text-brand-100">
              <li>
                <a
                  className="underline-offset-2 hover:underline"
                  href={whatsappLink(config.phone)}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  WhatsApp +{config.phone}
                </a>
              </li>
              <li>
                <a className="underline-offset-2 hover:underline" href={`mailto:${config.email}`}>
                  {config.email}
                </a>
              </li>
              <li>
                {config.city} (CP {config.postalCode}), Argentina
              </li>
            </ul>
          )}
        </div>
        <div>
          <h2 className="font-semibold">Seguinos</h2>
          {config && (
            <a
              className="mt-2 inline-block text-sm text-brand-100 underline-offset-2 hover:underline"
              href={config.instagram}
              rel="noopener noreferrer"
              target="_blank"
            >
              Instagram
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}
