import { ISO_MONTH, shopToday } from '@feria/domain/rules/dates';
import { useState } from 'react';
import { secondaryButton } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cuitWritten, useGetFacturasEstadoQuery } from '../facturas-estado-api.ts';

/** MARKET §12 (admin): the month's invoices and credit notes as a CSV for the accountant. */
export function FacturasDelMes() {
  const [mes, setMes] = useState(() => shopToday().slice(0, 7));
  // A month cleared in the input: the server takes this month.
  const ok = ISO_MONTH.test(mes);
  return (
    <section
      aria-labelledby="facturas-mes-title"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4"
    >
      <h2 id="facturas-mes-title" className="text-base font-bold text-brand-800">
        Facturas del mes
      </h2>
      <Identidad />
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <TextField
          id="facturas-mes"
          label="Mes"
          type="month"
          value={mes}
          onChange={(e) => setMes(e.target.value)}
        />
        <a
          href={`/api/facturas.csv${ok ? `?mes=${mes}` : ''}`}
          download
          className={secondaryButton}
        >
          Descargar facturas (CSV)
        </a>
      </div>
    </section>
  );
}

/** "Facturación: CUIT 20-12345678-6 · Punto de venta 3 · Producción" and the queue's counts. */
function Identidad() {
  const { data } = useGetFacturasEstadoQuery();
  if (!data?.cuit) return null;
  const ambiente = data.ambiente === 'homologacion' ? 'Homologación' : 'Producción';
  return (
    <div className="mt-1 text-sm text-stone-700">
      <p>
        Facturación: CUIT {cuitWritten(data.cuit)} · Punto de venta {data.puntoVenta} · {ambiente}
      </p>
      <p>
        Pendientes: {data.pendientes} · Rechazadas: {data.rechazadas}
      </p>
    </div>
  );
}
