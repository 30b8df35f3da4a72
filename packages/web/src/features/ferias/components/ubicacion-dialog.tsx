// "Marcar ubicación" (MARKET §14): a stop's point set by hand, typed or pasted from a map as
// "latitud, longitud". A point set by hand is never overwritten by geocoding.
import { ENVIO_MSG } from '@feria/domain/messages/envios';
import { coordenada, splitPunto } from '@feria/domain/rules/reparto';
import type { Parada } from '@feria/domain/schemas/envios-api';
import { type FormEvent, useState } from 'react';
import { useSetUbicacionMutation } from '../../../api/envios.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorClass, primaryButton, secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';

/** What the two fields say, or a pair pasted into Latitud; null unless both are numbers. */
function readPoint(lat: string, lon: string): { lat: number; lon: number } | null {
  const [a, b] = splitPunto(lat) ?? [lat, lon];
  const point = { lat: coordenada(a), lon: coordenada(b) };
  return Number.isFinite(point.lat) && Number.isFinite(point.lon) ? point : null;
}

export function UbicacionDialog({ parada, onClose }: { parada: Parada; onClose: () => void }) {
  const [lat, setLat] = useState(parada.lat === null ? '' : String(parada.lat));
  const [lon, setLon] = useState(parada.lon === null ? '' : String(parada.lon));
  const [error, setError] = useState('');
  const [save, { isLoading }] = useSetUbicacionMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const point = readPoint(lat, lon);
    if (!point) {
      setError(ENVIO_MSG.ubicacion);
      return;
    }
    try {
      await save({ saleId: parada.saleId, ...point }).unwrap();
      toast.success(`Ubicación del pedido N° ${parada.saleId} guardada`);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Modal title="Marcar ubicación" onClose={onClose} busy={isLoading}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <p className="text-stone-700">
          N° {parada.saleId} · {parada.cliente} · {parada.direccion}
        </p>
        <p className="text-sm text-stone-600">
          Copiá el punto de un mapa (latitud, longitud) y pegalo en Latitud.
        </p>
        <TextField
          label="Latitud"
          inputMode="decimal"
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          data-autofocus
        />
        <TextField
          label="Longitud"
          inputMode="decimal"
          value={lon}
          onChange={(e) => setLon(e.target.value)}
        />
        {error && (
          <p role="alert" className={errorClass}>
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className={primaryButton} disabled={isLoading}>
            Guardar ubicación
          </button>
        </div>
      </form>
    </Modal>
  );
}
