import type { UserRow } from '@feria/domain/schemas/api-types';
import { useState } from 'react';
import { useSetUserStateMutation } from '../../../api/account.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/** "Deshabilitar" / "Habilitar" of one account, after a confirmation (DESIGN §3.18). */
export function UserStateButton({ user }: { user: UserRow }) {
  const [asking, setAsking] = useState(false);
  const [setState, { isLoading }] = useSetUserStateMutation();
  const verb = user.activo ? 'Deshabilitar' : 'Habilitar';

  async function confirm() {
    try {
      await setState({ id: user.id, activo: !user.activo }).unwrap();
      toast.success(
        user.activo
          ? `Cuenta de ${user.nombre} deshabilitada`
          : `Cuenta de ${user.nombre} habilitada`,
      );
      setAsking(false);
    } catch (error) {
      toast.error(errorMessage(error));
      setAsking(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={`${verb} a ${user.nombre}`}
        className={`min-h-11 rounded-lg px-3 text-sm font-semibold ${
          user.activo ? 'text-red-700 hover:bg-red-50' : 'text-brand-700 hover:bg-brand-50'
        }`}
      >
        {verb}
      </button>
      {asking && (
        <Modal title={`¿${verb} la cuenta?`} onClose={() => setAsking(false)} busy={isLoading}>
          <p className="text-stone-700">
            {user.activo
              ? `${user.nombre} (${user.email}) no va a poder ingresar y sus sesiones se cierran ahora.`
              : `${user.nombre} (${user.email}) va a poder ingresar de nuevo.`}
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setAsking(false)}
              className="min-h-11 rounded-full px-4 font-semibold text-stone-700 hover:bg-stone-100"
            >
              Cancelar
            </button>
            <button
              type="button"
              data-autofocus
              disabled={isLoading}
              onClick={() => void confirm()}
              className={`min-h-11 rounded-full px-4 font-semibold text-white disabled:opacity-60 ${
                user.activo ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-600 hover:bg-brand-700'
              }`}
            >
              {verb}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
