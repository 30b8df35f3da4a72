import { formatCantidad } from '@feria/domain/rules/weight';
import type { Liquidacion } from '@feria/domain/schemas/producer';
import { pesos } from '@feria/views/format.ts';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { AlreadyPaid } from './pay-producer.tsx';

/** One producer's part: the products sold, then Bruto, Comisión and A pagar; on paper a page of
 * its own with the period and a line to sign, "Recibí conforme" (MARKET §4). */
export function ProducerSettlement({
  item,
  period,
  children,
}: {
  item: Liquidacion;
  period: string;
  /** "Marcar pagado" (not printed). */
  children?: ReactNode;
}) {
  const titleId = `liquidacion-${item.productor.id}`;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <p className="hidden text-sm print:block">Liquidación · {period}</p>
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {item.productor.nombre}
        {item.porcentaje === 0 && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-sm font-semibold text-amber-900 ring-1 ring-amber-400">
            Sin comisión
          </span>
        )}
      </h2>
      <AlreadyPaid item={item} />
      <ScrollRegion
        label={`Productos de ${item.productor.nombre}`}
        className="mt-2 overflow-x-auto"
      >
        {/* Fixed columns from a tablet's width up and on paper: every producer's table lines up. */}
        <table className="w-full text-sm sm:table-fixed print:table-fixed">
          <thead>
            <tr className="border-b border-stone-300 text-left text-stone-600">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Producto
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold sm:w-24">
                Medida
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-semibold sm:w-24">
                Cantidad
              </th>
              <th scope="col" className="py-1 text-right font-semibold sm:w-32">
                Importe
              </th>
            </tr>
          </thead>
          <tbody>
            {item.lineas.map((l) => (
              <tr
                key={`${l.idProducto}-${l.nombre}-${l.medida}`}
                className="border-b border-stone-100"
              >
                <td className="py-1 pr-2">{l.nombre}</td>
                <td className="py-1 pr-2 whitespace-nowrap">{l.medida}</td>
                <td className="py-1 pr-2 text-right tabular-nums">
                  {formatCantidad(l.unidad ?? 'unidad', l.cantidad)}
                </td>
                <td className="py-1 text-right whitespace-nowrap tabular-nums">
                  {pesos(l.importe)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <SettlementSums
        bruto={item.bruto}
        comision={item.comision}
        aPagar={item.aPagar}
        porcentaje={item.porcentaje}
        aDescontar={item.aDescontar}
      />
      {children}
      <div className="recibi-conforme mt-16 hidden max-w-sm print:block">
        <div className="border-t border-black pt-1 text-sm">Recibí conforme</div>
        <div className="mt-10 border-t border-black pt-1 text-sm">Aclaración y fecha</div>
      </div>
    </section>
  );
}

/** "Bruto", "Comisión", "A pagar" as a small list of terms. */
export function SettlementSums({
  bruto,
  comision,
  aPagar,
  porcentaje,
  aDescontar = 0,
}: {
  bruto: number;
  comision: number;
  aPagar: number;
  porcentaje?: number;
  aDescontar?: number;
}) {
  return (
    <dl className="mt-3 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 text-sm">
      <dt className="text-stone-700">Bruto</dt>
      <dd className="text-right tabular-nums">{pesos(bruto)}</dd>
      <dt className="text-stone-700">
        Comisión{porcentaje === undefined ? '' : ` (${String(porcentaje).replace('.', ',')} %)`}
      </dt>
      <dd className="text-right tabular-nums">{pesos(-comision)}</dd>
      {aDescontar > 0 && (
        <>
          <dt className="text-stone-700">A descontar (ventas anuladas ya pagadas)</dt>
          <dd className="text-right tabular-nums">{pesos(-aDescontar)}</dd>
        </>
      )}
      <dt className="font-bold">A pagar</dt>
      <dd className="text-right font-bold tabular-nums">{pesos(aPagar)}</dd>
    </dl>
  );
}
