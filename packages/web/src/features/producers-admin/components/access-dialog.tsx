import { PORTAL_MSG } from '@feria/domain/messages/portal';
import type { Acceso, ProductorConAcceso } from '@feria/domain/rules/portal';
import type { Productor } from '@feria/domain/schemas/producer';
import { email as emailSchema } from '@feria/domain/schemas/user';
import { type FormEvent, useState } from 'react';
import { useSetUserStateMutation } from '../../../api/account.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { dangerTextButton, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useGrantAccessMutation } from '../access-api.ts';

type Props = {
  producer: Productor & ProductorConAcceso;
  /** "Quitar acceso": the page asks for confirmation in its own dialog. */
  onRemove: () => void;
  onClose: () => void;
};

const alertClass = 'rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800';

/** Productores → "Acceso del productor" (MARKET §15): give it, send it again, disable it. */
export function AccessDialog({ producer, onRemove, onClose }: Props) {
  const [grant, granting] = useGrantAccessMutation();
  const [setState, switching] = useSetUserStateMutation();
  const [problem, setProblem] = useState('');
  const busy = granting.isLoading || switching.isLoading;

  /** Gives the access (or sends the invitation again); true when it went through. */
  async function give(email: string, convertirCliente?: boolean): Promise<true | string> {
    setProblem('');
    try {
      await grant({ productorId: producer.id, email, convertirCliente }).unwrap();
      toast.success(`Invitación enviada a ${email}`);
      return true;
    } catch (err) {
      const message = errorMessage(err);
      if (message !== PORTAL_MSG.correoCliente) setProblem(message);
      return message;
    }
  }

  async function toggle(acceso: Acceso) {
    setProblem('');
    try {
      await setState({ id: acceso.usuarioId, activo: !acceso.activo }).unwrap();
      toast.success(acceso.activo ? 'Acceso deshabilitado' : 'Acceso habilitado');
    } catch (err) {
      setProblem(errorMessage(err));
    }
  }

  const acceso = producer.acceso;
  return (
    <Modal title="Acceso del productor" subtitle={producer.nombre} onClose={onClose} busy={busy}>
      <div className="flex flex-col gap-4">
        {acceso ? (
          <div>
            <p className="font-semibold break-words text-stone-900">{acceso.email}</p>
            <p className={acceso.activo ? 'text-sm text-stone-600' : 'text-sm text-red-700'}>
              {acceso.activo ? 'Puede ingresar a Mi puesto' : 'Acceso deshabilitado'}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void give(acceso.email)}
              >
                {granting.isLoading ? 'Enviando…' : 'Reenviar invitación'}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void toggle(acceso)}
              >
                {acceso.activo ? 'Deshabilitar' : 'Habilitar'}
              </button>
              <button type="button" className={dangerTextButton} disabled={busy} onClick={onRemove}>
                Quitar acceso
              </button>
            </div>
          </div>
        ) : (
          <GrantForm producer={producer.nombre} busy={busy} onGive={give} />
        )}
        {problem && (
          <p role="alert" className={alertClass}>
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}

type FormProps = {
  producer: string;
  busy: boolean;
  onGive: (email: string, convertirCliente?: boolean) => Promise<true | string>;
};

/** The e-mail and "Dar acceso"; a customer's e-mail asks before its account is converted. */
function GrantForm({ producer, busy, onGive }: FormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [convert, setConvert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    const answer = await onGive(parsed.data);
    setConvert(answer === PORTAL_MSG.correoCliente ? parsed.data : null);
  }

  if (convert) {
    return (
      <div>
        <p role="alert" className="text-stone-800">
          {convert} ya tiene cuenta de cliente. ¿Convertirla en el acceso de {producer}?
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => setConvert(null)}
          >
            Cancelar
          </button>
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void onGive(convert, true).then(() => setConvert(null))}
          >
            Convertir y dar acceso
          </button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">
        Le enviamos un correo con un enlace para elegir su contraseña y entrar a Mi puesto.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
        announce
        data-autofocus
      />
      <button type="submit" className={`${primaryButton} sm:self-end`} disabled={busy}>
        {busy ? 'Enviando…' : 'Dar acceso'}
      </button>
    </form>
  );
}
