import { barriosDeZonas, zonaDelBarrio } from '@feria/domain/rules/envio-zona';
import { formatFixedMoney } from '@feria/domain/rules/money';
import { PAYMENT_LABELS } from '@feria/domain/rules/payment';
import { avisosOptIn } from '@feria/domain/rules/whatsapp-avisos';
import type { Suscripcion } from '@feria/domain/schemas/suscripcion';
import { type FormEvent, useState } from 'react';
import { useZonasPublicas } from '../api/envios-publico.ts';
import { useOpenFerias } from '../api/ferias.ts';
import { useSessionUser } from '../api/session.ts';
import { useShopConfig } from '../api/shop-config.ts';
import { errorMessage } from '../lib/errors.ts';
import { inputClass, labelClass, primaryButton } from './ui/styles.ts';

type Values = Pick<Suscripcion, 'cantidad' | 'frecuencia' | 'envio' | 'formaPago'> & {
  lugar: string;
  direccion: string;
  /** MARKET §14: sent with Envío while zones are on. */
  barrio?: string;
  /** MARKET §13.3: notices by WhatsApp to the account's celular. */
  avisosWhatsapp: boolean;
};

type Props = {
  initial?: Suscripcion;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
};

const radio = 'flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3';

/** MARKET §9: cantidad, frecuencia, Retiro (the places of the programada ferias) or Envío, pago. */
export function SubscribeForm({ initial, submitLabel, busy, onSubmit }: Props) {
  const { ferias } = useOpenFerias();
  const config = useShopConfig().data;
  const mercadoPago = config?.mercadoPago ?? false;
  const lugares = [...new Set(ferias.map((f) => f.lugar))];
  const [values, setValues] = useState<Values>({
    cantidad: initial?.cantidad ?? 1,
    frecuencia: initial?.frecuencia ?? 'semanal',
    envio: initial?.envio ?? 'Retiro',
    formaPago: initial?.formaPago ?? 'efectivo',
    lugar: initial?.lugar ?? '',
    direccion: initial?.direccion ?? '',
    barrio: initial?.barrio ?? '',
    avisosWhatsapp: initial?.avisosWhatsapp ?? false,
  });
  const celular = useSessionUser()?.celular ?? '';
  // MARKET §14: with a zone active, Envío asks for the barrio (among the zones' barrios).
  const porZonas = config?.envioPorZonas === true && values.envio === 'Envío';
  const zonas = useZonasPublicas(porZonas);
  const barrios = barriosDeZonas(zonas);
  const zona = zonaDelBarrio(zonas, values.barrio ?? '');
  const [error, setError] = useState('');
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const lugar = values.lugar || lugares[0] || '';
  const pagos = (['efectivo', 'transferencia', 'mercadopago'] as const).filter(
    (p) => p !== 'mercadopago' || mercadoPago,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      const { barrio, ...rest } = values;
      await onSubmit({ ...rest, lugar, ...(porZonas ? { barrio } : {}) });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <label className={labelClass}>
        Cantidad de bolsones
        <select
          className={inputClass}
          value={values.cantidad}
          onChange={(e) => set({ cantidad: Number(e.target.value) })}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>Frecuencia</legend>
        {(
          [
            ['semanal', 'Cada semana'],
            ['quincenal', 'Cada dos semanas'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={radio}>
            <input
              type="radio"
              name="frecuencia"
              checked={values.frecuencia === value}
              onChange={() => set({ frecuencia: value })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>Entrega</legend>
        {(['Retiro', 'Envío'] as const).map((value) => (
          <label key={value} className={radio}>
            <input
              type="radio"
              name="envio"
              checked={values.envio === value}
              onChange={() => set({ envio: value })}
            />
            {value === 'Retiro' ? 'Retiro en la feria' : 'Envío a domicilio'}
          </label>
        ))}
      </fieldset>
      {values.envio === 'Retiro' ? (
        <label className={labelClass}>
          Lugar de retiro
          <select
            className={inputClass}
            value={lugar}
            onChange={(e) => set({ lugar: e.target.value })}
          >
            {lugares.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <>
          <label className={labelClass}>
            Dirección
            <input
              className={inputClass}
              value={values.direccion}
              autoComplete="street-address"
              onChange={(e) => set({ direccion: e.target.value })}
            />
          </label>
          {porZonas && (
            <label className={labelClass}>
              Barrio
              <select
                className={inputClass}
                value={values.barrio}
                onChange={(e) => set({ barrio: e.target.value })}
              >
                <option value="">Elegí tu barrio</option>
                {barrios.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            </label>
          )}
          {porZonas && zona && (
            <p className="-mt-2 text-sm text-stone-700">
              Envío {zona.nombre}: {formatFixedMoney(zona.costo)} por pedido
            </p>
          )}
        </>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className={labelClass}>Forma de pago</legend>
        {pagos.map((value) => (
          <label key={value} className={radio}>
            <input
              type="radio"
              name="formaPago"
              checked={values.formaPago === value}
              onChange={() => set({ formaPago: value })}
            />
            {PAYMENT_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {config?.whatsapp === true && (
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0"
            checked={values.avisosWhatsapp}
            onChange={(e) => set({ avisosWhatsapp: e.target.checked })}
          />
          {avisosOptIn(config.shopName, celular)}
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
