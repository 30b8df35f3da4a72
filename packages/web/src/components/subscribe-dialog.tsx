import type { Product } from '@feria/domain/schemas/api-types';
import { useNavigate } from 'react-router';
import { useCreateSuscripcionMutation } from '../api/suscripciones.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { Modal } from './ui/modal.tsx';

/** The subscription form in its dialog; loaded with the store (subscribe-button.tsx). */
export function SubscribeDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateSuscripcionMutation();
  return (
    <Modal
      title={`Suscribirme a ${product.nombre}`}
      subtitle="Te armamos el pedido para cada feria, hasta que lo saltees, pauses o canceles."
      onClose={onClose}
      busy={isLoading}
    >
      <SubscribeForm
        submitLabel="Confirmar suscripción"
        busy={isLoading}
        onSubmit={async (values) => {
          await create({ productoId: product.id, ...values }).unwrap();
          onClose();
          navigate('/suscripciones');
        }}
      />
    </Modal>
  );
}
