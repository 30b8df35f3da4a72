import type { Product } from '@feria/domain/schemas/api-types';
import { Modal } from '../../../components/ui/modal.tsx';
import { secondaryButton } from '../../../components/ui/styles.ts';

/** The "ver" of the Detalle column: the product's description. */
export function DescriptionDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  return (
    <Modal title={product.nombre} onClose={onClose} width="max-w-lg">
      <p className="text-sm text-stone-500">
        {product.categoria} · {product.marca} · {product.medida}
      </p>
      <p className="mt-3 whitespace-pre-line text-stone-800">{product.descripcion}</p>
      <div className="mt-6 flex justify-end">
        <button type="button" data-autofocus onClick={onClose} className={secondaryButton}>
          Cerrar
        </button>
      </div>
    </Modal>
  );
}
