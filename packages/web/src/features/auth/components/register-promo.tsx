import { Logo } from '@feria/views/logo.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ICONS } from '../../../components/icons.ts';

/** The promo side panel of /register (SPEC §2): why an account is worth having. */
export function RegisterPromo() {
  return (
    <aside
      aria-labelledby="promo-title"
      className="order-last flex flex-col justify-center rounded-2xl md:order-first bg-brand-700 p-6 text-brand-50 sm:p-8"
    >
      <Logo size={56} className="size-14" />
      <h2 id="promo-title" className="mt-4 text-2xl font-bold text-white">
        Sumate a la feria
      </h2>
      <p className="mt-2 text-brand-100">
        Alimentos agroecológicos y orgánicos de productores de la región, de la huerta a tu mesa.
      </p>
      <ul className="mt-5 space-y-2 text-sm">
        <li className="flex gap-2">
          <Icon path={ICONS.leaf} className="mt-0.5 size-5 text-brand-200" /> Tus datos de envío
          quedan cargados para el próximo pedido.
        </li>
        <li className="flex gap-2">
          <Icon path={ICONS.basket} className="mt-0.5 size-5 text-brand-200" /> Seguís el estado de
          tus compras desde tu cuenta.
        </li>
        <li className="flex gap-2">
          <Icon path={ICONS.heart} className="mt-0.5 size-5 text-brand-200" /> Apoyás a productores
          locales y al comercio justo.
        </li>
      </ul>
    </aside>
  );
}
