// MARKET §14 at checkout, while Envío goes by zones: "Barrio" among the active zones' barrios, then
// the zone's fee ("Envío {zona}: $ x"), its places left for the chosen feria and, below its
// minimum, the server's own message. The server checks all of it again.
import { envioMinimoMsg, sinLugaresMsg } from '@feria/domain/messages/envios';
import { isoDayMonth } from '@feria/domain/rules/dates';
import { alcanzaMinimo, barriosDeZonas } from '@feria/domain/rules/envio-zona';
import { formatFixedMoney } from '@feria/domain/rules/money';
import type { ZonaPublica } from '@feria/domain/schemas/envios-api';
import { SelectField } from '../../../components/ui/text-field.tsx';

export const BARRIO_FIELD_ID = 'cliente-barrio';

type Props = {
  zonas: readonly ZonaPublica[];
  barrio: string;
  onBarrio: (barrio: string) => void;
  zona: ZonaPublica | null;
  feriaId: number | null;
  subtotalCents: number;
  error?: string;
  disabled?: boolean;
};

function lugaresText(zona: ZonaPublica, feriaId: number | null): string | null {
  const lugar = zona.lugares?.find((l) => l.feriaId === feriaId);
  if (!lugar) return null;
  if (lugar.quedan <= 0) return sinLugaresMsg(zona.nombre, lugar.fecha);
  const fecha = isoDayMonth(lugar.fecha);
  return lugar.quedan === 1
    ? `Queda 1 lugar para el ${fecha}`
    : `Quedan ${lugar.quedan} lugares para el ${fecha}`;
}

export function BarrioChoice(props: Props) {
  const { zona } = props;
  const lugares = zona ? lugaresText(zona, props.feriaId) : null;
  const corto = zona && !alcanzaMinimo(props.subtotalCents, zona.minimo);
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        id={BARRIO_FIELD_ID}
        label="Barrio"
        value={props.barrio}
        onChange={(e) => props.onBarrio(e.target.value)}
        disabled={props.disabled}
        error={props.error}
      >
        <option value="">Elegí tu barrio</option>
        {barriosDeZonas(props.zonas).map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </SelectField>
      {zona && (
        <p className="text-sm text-stone-700">
          Envío {zona.nombre}: <strong>{formatFixedMoney(zona.costo)}</strong>
        </p>
      )}
      {lugares && <p className="text-sm font-semibold text-stone-700">{lugares}</p>}
      {corto && (
        <p className="text-sm font-semibold text-amber-800">
          {envioMinimoMsg(zona.nombre, zona.minimo)}
        </p>
      )}
      <p className="text-xs text-stone-500">¿Tu barrio no está? Elegí Retiro en la feria.</p>
    </div>
  );
}
