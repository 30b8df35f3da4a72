import { MSG } from '@feria/domain/messages';
import { ROLE_LABELS } from '@feria/domain/roles';
import { sellerFormSchema } from '@feria/domain/schemas/user';
import { type FormEvent, useState } from 'react';
import { fieldErrors } from '../../../app/api.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { SelectField, TextField } from '../../auth/components/form-field.tsx';
import { focusFirstInvalid, issuesOf } from '../../auth/components/form-issues.ts';
import { useCreateSellerMutation } from '../api.ts';

/** "Crear nuevo usuario" (SPEC §5): only sellers are created here; messages under each field. */
export function SellerForm() {
  const [createSeller, { isLoading }] = useCreateSellerMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const raw = {
      nombre: String(form.get('nombre') ?? ''),
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      role: String(form.get('role') ?? ''),
    };
    const parsed = sellerFormSchema.safeParse(raw);
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error));
      focusFirstInvalid(formEl);
      return;
    }
    setErrors({});
    try {
      await createSeller(parsed.data).unwrap();
      toast.success(MSG.usuarioCreadoGuardado);
      formEl.reset();
    } catch (error) {
      setErrors(fieldErrors(error));
      focusFirstInvalid(formEl);
      toast.error(MSG.errorCrearVendedor);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="crear-usuario" className="space-y-4">
      <h2 id="crear-usuario" className="text-lg font-semibold text-brand-800">
        Crear nuevo usuario
      </h2>
      <TextField label="Nombre" name="nombre" autoComplete="off" required error={errors.nombre} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        inputMode="email"
        required
        error={errors.email}
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Al menos 6 caracteres"
        required
        error={errors.password}
      />
      <SelectField label="Rol" name="role" defaultValue="" required error={errors.role}>
        <option value="">Elegí un rol</option>
        <option value="seller">{ROLE_LABELS.seller}</option>
      </SelectField>
      <button
        type="submit"
        disabled={isLoading}
        className="min-h-11 w-full rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Crear usuario
      </button>
    </form>
  );
}
