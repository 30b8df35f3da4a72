// Test helper: a sale written straight to the database, as sale creation leaves it (stock
// taken, lines with the prices of the moment), so these tests do not depend on that endpoint.

import type { DeliveryMethod, PaymentMethod } from '@feria/domain/rules/payment';
import type { SaleChannel } from '@feria/domain/rules/pos';
import { saleAmounts } from '@feria/domain/rules/pos';
import type { SaleStatus } from '@feria/domain/rules/sale-status';
import type { Cliente } from '@feria/domain/schemas/api-types';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { products, saleLines, sales } from '../../src/db/schema.ts';
import { lineOf } from '../../src/modules/sales/sale-parts.ts';

type ProductRow = typeof products.$inferSelect;

export type SaleFixture = {
  lines?: { product: ProductRow; cantidad: number }[];
  estado?: SaleStatus;
  formaPago?: PaymentMethod;
  envio?: DeliveryMethod;
  canal?: SaleChannel;
  createdAt?: Date;
  cliente?: Partial<Cliente>;
};

export async function insertSale(db: Db, fields: SaleFixture = {}) {
  const lines = fields.lines ?? [];
  const formaPago = fields.formaPago ?? 'efectivo';
  const canal = fields.canal ?? 'web';
  // Without lines a sale still has something to pay ($ 1.000): a cobro is a record of money
  // (MARKET §7b), and nothing cannot be paid.
  const amounts = saleAmounts(
    lines.length ? lines.reduce((sum, l) => sum + l.product.precioCents * l.cantidad, 0) : 100_000,
    formaPago,
    canal,
  );
  const c = fields.cliente ?? {};
  const [sale] = await db
    .insert(sales)
    .values({
      estado: fields.estado ?? 'Pendiente',
      formaPago,
      envio: fields.envio ?? 'retiro',
      canal,
      clienteNombre: c.nombre ?? 'Martina Gómez',
      clienteCorreo: c.correo ?? 'martina@example.com',
      clienteProvincia: c.provincia ?? 'Santa Fe',
      clienteDireccion: c.direccion ?? 'San Martín 1234',
      clienteCp: c.cp ?? '3000',
      clienteCelular: c.celular ?? '3425551234',
      subtotalCents: amounts.subtotal,
      recargoCents: amounts.recargo,
      totalCents: amounts.total,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  for (const { product, cantidad } of lines) {
    await db.insert(saleLines).values({ saleId: sale!.id, ...lineOf({ ...product, cantidad }) });
    await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${cantidad}` })
      .where(eq(products.id, product.id));
  }
  return sale!;
}

export async function stockOf(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!.stock;
}
