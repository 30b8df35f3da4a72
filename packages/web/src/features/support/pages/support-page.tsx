import { whatsappLink } from '../../../api/shop-config.ts';
import { DEVELOPER_CONTACT, SUPPORT_GREETING } from '../contact.ts';

const linkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold';

/** /dashboard/support: how to reach the developers. */
export function SupportPage() {
  const { name, email, phone, hours } = DEVELOPER_CONTACT;
  return (
    <div className="mx-auto max-w-2xl px-3 py-4 sm:px-6 sm:py-6">
      <section
        aria-labelledby="soporte-title"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <h1 id="soporte-title" className="text-2xl font-bold text-brand-800">
          Soporte de desarrollo
        </h1>
        <p className="mt-2 text-stone-700">
          ¿Algo del panel no funciona como esperás, o necesitás una función nueva? Escribinos y te
          respondemos a la brevedad.
        </p>
        <dl className="mt-4 divide-y divide-stone-100 text-sm">
          {[
            ['Contacto', name],
            ['Correo', email],
            ['Teléfono', phone],
            ['Horario', hours],
          ].map(([term, value]) => (
            <div key={term} className="flex flex-wrap gap-x-4 py-2">
              <dt className="w-24 font-semibold text-stone-600">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 grid gap-2 sm:flex">
          <a
            href={whatsappLink(phone, SUPPORT_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3z" />
            </svg>
            Chatear por WhatsApp
          </a>
          <a
            href={`mailto:${email}?subject=${encodeURIComponent('Soporte del panel de Feria')}`}
            className={`${linkClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            Escribir un correo
          </a>
        </div>
      </section>
    </div>
  );
}
