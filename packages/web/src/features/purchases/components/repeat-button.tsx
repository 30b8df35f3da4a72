import { planRepeat, sinStockText } from '@feria/domain/rules/repeat-purchase';
import type { PurchaseDto } from '@feria/domain/schemas/api-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { freshProducts } from '../../../api/catalog.ts';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { changeCart } from '../../../core/cart/basket.ts';
import { toast } from '../../../lib/toast.ts';

/** "Repetir compra" (MARKET §6): the products into the basket at today's prices; then /cart. */
export function RepeatButton({ purchase }: { purchase: PurchaseDto }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function repeat() {
    setBusy(true);
    try {
      const products = await freshProducts();
      if (!products) throw new Error('sin catálogo');
      const plan = planRepeat(purchase.lineas, products);
      for (const { item, cantidad } of plan.adds) {
        changeCart({ type: 'add', item, cantidad });
      }
      if (plan.sinStock.length > 0) toast.error(sinStockText(plan.sinStock));
      if (plan.adds.length > 0) navigate('/cart');
    } catch {
      toast.error('No pudimos cargar los productos: probá de nuevo');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`${secondaryButton} mt-3`}
      disabled={busy}
      onClick={() => void repeat()}
    >
      Repetir compra
    </button>
  );
}
