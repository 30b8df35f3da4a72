// Panel → Envíos, "Punto de partida" (MARKET §14): where the delivery run starts and ends. The
// point is typed as latitude and longitude (copied from a map); both blank clear it.
import { ENVIO_MSG } from '@feria/domain/messages/envios';
import { coordenada, splitPunto } from '@feria/domain/rules/reparto';
import type { Origen } from '@feria/domain/schemas/envios-api';
import { type FormEvent, useState } from 'react';
import { useSaveOrigenMutation } from '../../../api/envios.ts';
import { errorClass, primaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/** Blank clears the point (both blank); anything else is read as a number. */
const coord = (text: string): number | null => (text.trim() === '' ? null : coordenada(text));

export function OrigenForm({ origen }: { origen: Origen }) {
  const [direccion, setDireccion] = useState(origen.direccion ?? '');
  const [lat, setLat] = useState(origen.lat === null ? '' : String(origen.lat));
  const [lon, setLon] = useState(origen.lon === null ? '' : String(origen.lon));
  const [error, setError] = useState('');
  const [save, { isLoading }] = useSaveOrigenMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const point = { lat: coord(lat), lon: coord(lon) };
    if (Number.isNaN(point.lat) || Number.isNaN(point.lon)) {
      setError(ENVIO_MSG.ubicacion);
      return;
    }
    try {
      await save({ ...point, direccion: direccion.trim() || null } as Origen).unwrap();
      toast.success('Punto de partida guardado');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="origen-titulo"
      className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="origen-titulo" className="text-lg font-bold text-brand-800">
        Punto de partida
      </h2>
      <p className="text-sm text-stone-600">
        Desde dónde sale el reparto y adónde vuelve. Copiá el punto de un mapa (latitud, longitud).
      </p>
      <TextField
        label="Dirección"
        value={direccion}
        onChange={(e) => setDireccion(e.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Latitud"
          inputMode="decimal"
          value={lat}
          onChange={(e) => {
            // A point pasted from a map fills both fields.
            const pair = splitPunto(e.target.value);
            if (pair) {
              setLat(pair[0]);
              setLon(pair[1]);
            } else setLat(e.target.value);
          }}
        />
        <TextField
          label="Longitud"
          inputMode="decimal"
          value={lon}
          onChange={(e) => setLon(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={isLoading}>
        Guardar punto de partida
      </button>
    </form>
  );
}
