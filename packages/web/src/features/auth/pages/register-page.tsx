import { MSG } from '@feria/domain/messages/shop';
import { registerSchema } from '@feria/domain/schemas/user';
import { useState } from 'react';
import { useRegisterMutation } from '../../../api/sign-in.ts';
import { EmailField, PasswordField } from '../../../components/account-fields.tsx';
import { Link } from '../../../components/link.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { useAfterSignIn, useNextQuery } from '../../../core/use-after-sign-in.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { PROVINCES } from '../components/provinces.ts';
import { RegisterPromo } from '../components/register-promo.tsx';

const FIELDS = ['name', 'email', 'password', 'state', 'postalCode', 'address', 'celular'] as const;

/** /register (SPEC §2, §5): promo panel and the customer's sign-up form; signs the user in. */
export function RegisterPage() {
  const [register, { isLoading }] = useRegisterMutation();
  const afterSignIn = useAfterSignIn();
  const nextQuery = useNextQuery();
  const [done, setDone] = useState(false);
  const { errors, onSubmit } = useCheckedForm({
    schema: registerSchema,
    fields: FIELDS,
    send: async (body) => {
      const { user } = await register(body).unwrap();
      setDone(true);
      afterSignIn(user, MSG.usuarioCreado);
    },
    onFailure: (error) => toast.error(errorMessage(error, MSG.errorCrearUsuario)),
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-[2fr_3fr] md:py-12">
      <RegisterPromo />
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-800">Creá tu cuenta</h1>
        <p className="mt-1 text-sm text-stone-600">
          ¿Ya tenés cuenta?{' '}
          <Link to={`/login${nextQuery}`} className="font-semibold text-brand-700 underline">
            Iniciá sesión
          </Link>
        </p>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Registrate"
          className="mt-6 grid gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <TextField
              label="Nombre"
              name="name"
              autoComplete="name"
              required
              error={errors.name}
            />
          </div>
          <EmailField error={errors.email} />
          <PasswordField error={errors.password} isNew />
          <SelectField label="Provincia" name="state" defaultValue="" required error={errors.state}>
            <option value="">Elegí tu provincia</option>
            {PROVINCES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </SelectField>
          <TextField
            label="Código postal"
            name="postalCode"
            autoComplete="postal-code"
            inputMode="numeric"
            required
            error={errors.postalCode}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Dirección"
              name="address"
              autoComplete="street-address"
              required
              error={errors.address}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField
              label="Celular (opcional)"
              name="celular"
              type="tel"
              autoComplete="tel"
              error={errors.celular}
            />
          </div>
          <button
            type="submit"
            disabled={isLoading || done}
            className="min-h-11 rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:col-span-2"
          >
            Crear cuenta
          </button>
        </form>
      </div>
    </div>
  );
}
