import { formatMoney, toCents } from '@feria/domain/rules/money';
import { plural } from '@feria/domain/rules/plural';
import type { CsvImportChange, CsvImportPreview } from '@feria/domain/schemas/price-adjustment';
import { ScrollRegion } from '../../../components/ui/scroll-region.tsx';
import { hintClass } from '../../../components/ui/styles.ts';

const CAMPO: Record<string, string> = {
  nombre: 'Nombre',
  marca: 'Marca',
  categoria: 'Categoría',
  medida: 'Medida',
  precio: 'Precio',
  stock: 'Stock',
  publicado: 'Publicado',
  descripcion: 'Descripción',
};

/** Prices never break between "$" and the amount; long texts wrap. */
const valueCell = (campo: string) =>
  `max-w-40 px-2 py-2 sm:px-3 ${campo === 'precio' ? 'whitespace-nowrap' : 'break-words'}`;

const shown = (campo: string, value: string | number) =>
  campo === 'precio' && typeof value === 'number' ? formatMoney(toCents(value)) : String(value);

type Props = {
  preview: CsvImportPreview;
  actualizarStock: boolean;
  onStock: (checked: boolean) => void;
  busy: boolean;
};

/** What the file would do (MARKET.md §5), before anything changes; new producers are named. */
export function CsvPreview({ preview, actualizarStock, onStock, busy }: Props) {
  const { creados, actualizados, productoresNuevos, comisionPorDefecto, cambios } = preview;
  return (
    <div className="space-y-3">
      <p role="status" className="font-medium">
        {plural(creados, 'producto nuevo', 'productos nuevos')},{' '}
        {plural(actualizados, 'producto con cambios', 'productos con cambios')}.
      </p>
      {productoresNuevos.length > 0 && (
        <section
          aria-label="Productores nuevos"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <p className="font-semibold">
            Se crearán {productoresNuevos.length === 1 ? 'este productor' : 'estos productores'}:
          </p>
          <ul className="mt-1 list-inside list-disc">
            {productoresNuevos.map((nombre) => (
              <li key={nombre}>{nombre}</li>
            ))}
          </ul>
          <p>
            Empiezan con la comisión de la feria: {String(comisionPorDefecto).replace('.', ',')} %
            (la cambiás en Productores).
          </p>
          <p className={hintClass}>¿Está bien escrita la marca? Si no, corregila en el archivo.</p>
        </section>
      )}
      <div>
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={actualizarStock}
            disabled={busy}
            onChange={(e) => onStock(e.target.checked)}
          />
          Actualizar stock
        </label>
        <p className={hintClass}>
          Sin marcar, el stock de los productos que ya existen no cambia (un archivo viejo no
          devuelve lo vendido). Los productos nuevos toman el stock del archivo.
        </p>
      </div>
      {cambios.length > 0 && <Changes cambios={cambios} />}
    </div>
  );
}

function Changes({ cambios }: { cambios: CsvImportChange[] }) {
  return (
    <ScrollRegion
      label="Cambios"
      className="max-h-72 overflow-auto rounded-lg border border-stone-200"
    >
      <table className="w-full text-xs sm:text-sm">
        <caption className="sr-only">Cambios</caption>
        <thead className="sticky top-0 bg-stone-100 text-left">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Producto
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Campo
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Antes
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Después
            </th>
          </tr>
        </thead>
        <tbody>
          {cambios.map((c) => (
            <tr key={`${c.sku}-${c.campo}`} className="border-t border-stone-200 align-top">
              <td className="px-2 py-2 sm:px-3">
                {c.nombre} <span className="text-xs text-stone-500">{c.sku}</span>
              </td>
              <td className="px-2 py-2 sm:px-3">{CAMPO[c.campo] ?? c.campo}</td>
              <td className={valueCell(c.campo)}>{shown(c.campo, c.antes)}</td>
              <td className={valueCell(c.campo)}>{shown(c.campo, c.despues)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
