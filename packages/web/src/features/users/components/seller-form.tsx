import { MSG } from '@feria/domain/messages/shop';
import { ROLE_LABELS } from '@feria/domain/rules/roles';
import { sellerFormSchema } from '@feria/domain/schemas/user';
import { EmailField, PasswordField } from '../../../components/account-fields.tsx';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useCreateSellerMutation } from '../api.ts';

/** "Crear nuevo usuario" (SPEC §5): only sellers are created here; messages under each field. */
export function SellerForm() {
  const [createSeller, { isLoading }] = useCreateSellerMutation();
  const { errors, onSubmit } = useCheckedForm({
    schema: sellerFormSchema,
    fields: ['nombre', 'email', 'password', 'role'],
    send: async (body, form) => {
      await createSeller(body).unwrap();
      toast.success(MSG.usuarioCreadoGuardado);
      form.reset();
    },
    onFailure: () => toast.error(MSG.errorCrearVendedor),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="crear-usuario" className="space-y-4">
      <h2 id="crear-usuario" className="text-lg font-semibold text-brand-800">
        Crear nuevo usuario
      </h2>
      <TextField label="Nombre" name="nombre" autoComplete="off" required error={errors.nombre} />
      <EmailField error={errors.email} autoComplete="off" />
      <PasswordField error={errors.password} isNew />
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
