import type { Product } from '@feria/domain/schemas/api-types';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../api/session.ts';
import { useCreateSuscripcionMutation } from '../api/suscripciones.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { Modal } from './ui/modal.tsx';
import { secondaryButton } from './ui/styles.ts';

/** MARKET §9: "Suscribirme" beside "Agregar" on a subscribable product; signing in first. */
export function SubscribeButton({ product }: { product: Product }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [create, { isLoading }] = useCreateSuscripcionMutation();
  const start = () => {
    if (user) setOpen(true);
    else navigate(`/login?next=${encodeURIComponent(`/product/${product.id}`)}`);
  };
  return (
    <>
      <button type="button" className={`${secondaryButton} min-h-12`} onClick={start}>
        Suscribirme
      </button>
      {open && (
        <Modal
          title={`Suscribirme a ${product.nombre}`}
          subtitle="Te armamos el pedido para cada feria, hasta que lo saltees, pauses o canceles."
          onClose={() => setOpen(false)}
          busy={isLoading}
        >
          <SubscribeForm
            submitLabel="Confirmar suscripción"
            busy={isLoading}
            onSubmit={async (values) => {
              await create({ productoId: product.id, ...values }).unwrap();
              setOpen(false);
              navigate('/suscripciones');
            }}
          />
        </Modal>
      )}
    </>
  );
}
