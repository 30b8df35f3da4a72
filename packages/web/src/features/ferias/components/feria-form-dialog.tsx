import { isIsoDay, shopDateParts } from '@feria/domain/rules/dates';
import { buenosAiresInstant, defaultCierre, type Feria } from '@feria/domain/rules/ferias';
import { type FormEvent, useState } from 'react';
import { useSaveFeriaMutation } from '../../../api/ferias-admin.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton, quietButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

type Props = { feria: Feria | null; onClose: () => void };
type Wall = { dia: string; hora: string };

/** An instant as the Buenos Aires day and time the form's fields show. */
const wallOf = (instant: Date): Wall => {
  const { dia, hora } = shopDateParts(instant);
  return { dia, hora };
};

/** The cut-off a day gets by default (the day before at 20:00); blank until there is a day. */
const defaultWall = (fecha: string): Wall =>
  isIsoDay(fecha) ? wallOf(defaultCierre(fecha)) : { dia: '', hora: '20:00' };

/** The instant to send; text the server refuses with its own message when it is not a time. */
const instantOf = ({ dia, hora }: Wall) =>
  isIsoDay(dia) && /^\d{2}:\d{2}$/.test(hora)
    ? buenosAiresInstant(dia, hora).toISOString()
    : `${dia}T${hora}`;

/**
 * "Nueva feria" / "Editar feria": the server checks every rule and answers its message. The
 * "Cierre de pedidos" shows the feria's own (or the default of the day chosen); until the admin
 * changes it, it follows the date and is not sent, so the server puts the new day's default.
 */
export function FeriaFormDialog({ feria, onClose }: Props) {
  const [save, { isLoading }] = useSaveFeriaMutation();
  const [error, setError] = useState('');
  const [form, setForm] = useState({
    fecha: feria?.fecha ?? '',
    desde: feria?.desde ?? '09:00',
    hasta: feria?.hasta ?? '13:00',
    lugar: feria?.lugar ?? '',
    direccion: feria?.direccion ?? '',
  });
  const [chosenCierre, setChosenCierre] = useState<Wall | null>(null);
  const cierre =
    chosenCierre ??
    (feria && form.fecha === feria.fecha
      ? wallOf(new Date(feria.cierre))
      : defaultWall(form.fecha));
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const cierreField = (name: keyof Wall) => ({
    value: cierre[name],
    onChange: (e: { target: { value: string } }) =>
      setChosenCierre({ ...cierre, [name]: e.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      const body = chosenCierre ? { ...form, cierre: instantOf(chosenCierre) } : form;
      await save({ id: feria?.id, body }).unwrap();
      toast.success(feria ? 'Feria actualizada' : 'Feria creada');
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Modal title={feria ? 'Editar feria' : 'Nueva feria'} onClose={onClose} busy={isLoading}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField label="Fecha" type="date" data-autofocus {...field('fecha')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Desde" type="time" {...field('desde')} />
          <TextField label="Hasta" type="time" {...field('hasta')} />
        </div>
        <TextField label="Lugar" {...field('lugar')} />
        <TextField label="Dirección" {...field('direccion')} />
        <fieldset>
          <legend className="text-sm font-semibold text-stone-700">Cierre de pedidos</legend>
          <div className="grid grid-cols-2 gap-3">
            <TextField label="Día del cierre" type="date" {...cierreField('dia')} />
            <TextField label="Hora del cierre" type="time" {...cierreField('hora')} />
          </div>
          <p className="mt-1 text-xs text-stone-500">
            Por defecto, el día anterior a la feria a las 20:00.
          </p>
        </fieldset>
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={quietButton} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButton} disabled={isLoading}>
            Guardar
          </button>
        </div>
      </form>
    </Modal>
  );
}
