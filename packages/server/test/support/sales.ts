// Shared by the sale-creation tests: a complete web order body and quick reads of the database.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox, products, sales } from '../../src/db/schema.ts';

export const CLIENTE = {
  nombre: 'Martina Gómez',
  correo: 'martina@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};

export function webOrder(
  productos: { id: number; cantidad: number; [extra: string]: unknown }[],
  extra: Record<string, unknown> = {},
) {
  return { productos, formaPago: 'efectivo', envio: 'retiro', cliente: CLIENTE, ...extra };
}

export async function stockOf(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock;
}

export async function saleCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sales);
  return row?.n ?? 0;
}

export async function outboxCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}
