// The answer of PUT …/cobro (API.md round 4): the admin's is the Sale; a seller's only
// `{ id, estadoPago, cobro }`, no customer data.
import type { SaleDetail } from '@feria/domain/schemas/api-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { cobroOf } from '../sales/cobro-dto.ts';
import { findSaleDetail } from '../sales/manage/service.ts';

export type SellerCobroAnswer = Pick<SaleDetail, 'id' | 'estadoPago' | 'cobro'>;

export async function cobroAnswer(
  db: Db,
  id: number,
  isAdmin: boolean,
): Promise<SaleDetail | SellerCobroAnswer> {
  if (isAdmin) {
    const sale = await findSaleDetail(db, id);
    if (!sale) throw new Error('La venta desapareció');
    return sale;
  }
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  if (!row) throw new Error('La venta desapareció');
  return { id: row.id, estadoPago: row.estado, cobro: cobroOf(row) };
}
