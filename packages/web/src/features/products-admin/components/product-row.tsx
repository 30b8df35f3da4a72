import type { Product } from '@feria/domain/schemas/api-types';
import { precioDe } from '@feria/views/format.ts';
import {
  DetailButton,
  ProductThumb,
  type RowActions,
  RowButtons,
  StockBadge,
} from './product-parts.tsx';

const cell = 'px-2 py-2 align-middle';
const pinned = 'sticky right-0 bg-white shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]';

/** One row of the products table (SPEC §2 columns). */
export function ProductRow({ product, ...actions }: { product: Product } & RowActions) {
  return (
    <tr className="border-t border-stone-200">
      <td className={`${cell} text-stone-500 tabular-nums`}>{product.id}</td>
      <td className={cell}>{product.categoria}</td>
      <th scope="row" className={`${cell} min-w-28 text-left font-semibold text-stone-900`}>
        {product.nombre}
      </th>
      <td className={cell}>
        <DetailButton product={product} onDetail={actions.onDetail} />
      </td>
      <td className={cell}>{product.marca}</td>
      <td className={`${cell} whitespace-nowrap`}>{product.medida}</td>
      <td className={cell}>
        <StockBadge stock={product.stock} unidad={product.unidad} />
      </td>
      <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>{precioDe(product)}</td>
      <td className={cell}>
        <ProductThumb product={product} size="sm" />
      </td>
      <td className={`${cell} whitespace-nowrap font-mono text-xs`}>{product.sku}</td>
      <td className={`${cell} ${pinned}`}>
        <RowButtons product={product} {...actions} />
      </td>
    </tr>
  );
}
