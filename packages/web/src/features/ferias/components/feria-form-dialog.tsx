import type { Feria } from '@feria/domain/ferias';
import { type FormEvent, useState } from 'react';
import { useSaveFeriaMutation } from '../../../api/ferias-admin.ts';
import { errorMessage } from '../../../app/errors.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { primaryButton, quietButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';

type Props = { feria: Feria | null; onClose: () => void };

/** "Nueva feria" / "Editar feria": the server checks every rule and answers its message. */
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
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await save({
        id: feria?.id,
        body: feria ? { ...form, cierre: feria.cierre } : form,
      }).unwrap();
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
