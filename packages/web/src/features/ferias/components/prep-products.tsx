import { prepProductQuantity, productsByMarca } from '@feria/domain/rules/preparation-text';
import type { PrepProduct } from '@feria/domain/schemas/ferias-api';
import { memo } from 'react';

/** "Por producto": the quantity (units, or grams written as kg) and orders of each product, grouped by producer (marca). */
export const PrepProducts = memo(function PrepProducts({
  productos,
}: {
  productos: PrepProduct[];
}) {
  return (
    <section aria-labelledby="por-producto" className="space-y-2">
      <h2 id="por-producto" className="text-lg font-bold text-brand-800">
        Por producto
      </h2>
      {productos.length === 0 && <p className="text-stone-600">Todavía no hay pedidos.</p>}
      {productsByMarca(productos).map(([marca, items]) => (
        <div key={marca} className="prep-block rounded-xl bg-white p-3 ring-1 ring-stone-200">
          <h3 className="font-bold">{marca || 'Sin marca'}</h3>
          {/* Fixed columns: the counts of every producer's table line up, on screen and on paper. */}
          <table className="mt-1 w-full table-fixed text-left text-sm">
            <thead>
              <tr className="text-stone-600">
                <th className="py-1 font-semibold">Producto</th>
                <th className="w-24 py-1 text-right font-semibold">Cantidad</th>
                <th className="w-20 py-1 text-right font-semibold">Pedidos</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={`${p.idProducto}-${p.nombre}`} className="border-t border-stone-200">
                  <td className="py-1">
                    {p.nombre} <span className="whitespace-nowrap text-stone-600">{p.medida}</span>
                  </td>
                  <td className="py-1 text-right font-semibold">{prepProductQuantity(p)}</td>
                  <td className="py-1 text-right">{p.pedidos}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
});
