import { ACCOUNT_MSG } from '@feria/domain/messages/account';
import { changePasswordSchema } from '@feria/domain/schemas/account';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useChangePasswordMutation, useLogoutAllMutation } from '../../../api/account.ts';
import { api } from '../../../api/api-slice.ts';
import { PasswordField } from '../../../components/account-fields.tsx';
import type { AppDispatch } from '../../../core/store.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

const SECONDARY =
  'min-h-11 w-full rounded-full border-2 border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60';

/** Perfil's "Cambiar contraseña" and "Cerrar sesión en todos los dispositivos" (DESIGN §3.18). */
type Props = {
  /** The generated first password (issue 44): the form starts open; `onChanged` lets the app go on. */
  startOpen?: boolean;
  onChanged?: () => void;
};

export function AccountSecurity({ startOpen = false, onChanged }: Props = {}) {
  const [open, setOpen] = useState(startOpen);
  const [change, { isLoading }] = useChangePasswordMutation();
  const [logoutAll, { isLoading: leaving }] = useLogoutAllMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const { errors, onSubmit } = useCheckedForm({
    schema: changePasswordSchema,
    fields: ['actual', 'nueva'],
    send: async (body, form) => {
      const done = await change(body).unwrap();
      form.reset();
      setOpen(false);
      toast.success(done.message);
      onChanged?.();
    },
    onFailure: (error) => toast.error(errorMessage(error)),
  });

  async function everywhere() {
    try {
      await logoutAll().unwrap();
      toast.success(ACCOUNT_MSG.sesionesCerradas);
      navigate('/login');
      dispatch(api.util.resetApiState());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <button
        type="button"
        className={SECONDARY}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        Cambiar contraseña
      </button>
      {open && (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Cambiar contraseña"
          className="space-y-3 rounded-lg bg-earth-50 p-3"
        >
          <PasswordField label="Contraseña actual" name="actual" error={errors.actual} />
          <PasswordField label="Nueva contraseña" name="nueva" error={errors.nueva} isNew />
          <button
            type="submit"
            disabled={isLoading}
            className="min-h-11 w-full rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Guardar contraseña
          </button>
        </form>
      )}
      <button
        type="button"
        className={SECONDARY}
        disabled={leaving}
        onClick={() => void everywhere()}
      >
        Cerrar sesión en todos los dispositivos
      </button>
    </div>
  );
}
