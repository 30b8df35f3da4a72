import { quantityInCart } from '@feria/domain/cart';
import { MSG } from '@feria/domain/messages';
import type { Product } from '@feria/domain/schemas/api-types';
import { useAddToTicket, useTicket } from '../hooks/use-ticket.ts';
import { PosProductCard } from './pos-product-card.tsx';

type Props = { products: readonly Product[]; loading: boolean };

/** Three columns where there is room, two on a phone. */
export function PosProductGrid({ products, loading }: Props) {
  const add = useAddToTicket();
  const { items } = useTicket();
  if (loading) {
    return (
      <p role="status" className="py-10 text-center text-stone-600">
        Cargando productos…
      </p>
    );
  }
  if (products.length === 0) {
    return <p className="py-10 text-center text-stone-600">{MSG.sinProductos}</p>;
  }
  return (
    <ul aria-label="Productos" className="grid grid-cols-2 gap-2 @md:grid-cols-3 @md:gap-3">
      {products.map((product) => (
        <li key={product.id}>
          <PosProductCard
            product={product}
            inTicket={quantityInCart(items, product.id)}
            onAdd={add}
          />
        </li>
      ))}
    </ul>
  );
}
