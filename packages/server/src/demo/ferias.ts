// Demo ferias (MARKET §1, only with SEED_DEMO): one today (so a weekday try of the stall has a
// feria), the next three Saturdays in real Santa Fe places, and a few orders for the first
// Saturday, so Preparación has something to show in `npm start`.

import { addDays, shopToday } from '@feria/domain/rules/dates';
import { defaultCierre } from '@feria/domain/rules/ferias';
import type { DeliveryMethod, PaymentMethod } from '@feria/domain/rules/payment';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { ferias, products, sales } from '../db/schema.ts';
import { insertSoldLines } from './sold-lines.ts';
import { seedWeightOrder } from './weight.ts';

const PLACES = [
  { lugar: 'Plaza 25 de Mayo', direccion: 'General López y San Martín, Santa Fe' },
  {
    lugar: 'Parque Juan de Garay',
    direccion: 'Av. Presidente Perón y Salvador del Carril, Santa Fe',
  },
  { lugar: 'Paseo Boulevard', direccion: 'Bv. Gálvez y Rivadavia, Santa Fe' },
];

const CUSTOMERS: {
  nombre: string;
  celular: string;
  envio: DeliveryMethod;
  formaPago: PaymentMethod;
}[] = [
  { nombre: 'Lucía Benítez', celular: '3424561234', envio: 'retiro', formaPago: 'efectivo' },
  { nombre: 'Jorge Acosta', celular: '3425127890', envio: 'envio', formaPago: 'transferencia' },
  { nombre: 'Ana Quiroga', celular: '3426543210', envio: 'retiro', formaPago: 'transferencia' },
];

/** The next Saturday after `day` (never `day` itself: its cut-off has passed). */
function nextSaturday(day: string): string {
  const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, (6 - dow + 7) % 7 || 7);
}

/** Today's feria, so the stall has one whatever day the demo is tried (its orders are closed). */
const TODAY = { lugar: 'Plaza Pueyrredón', direccion: 'Bv. Gálvez y Urquiza, Santa Fe' };

export async function seedFerias(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const today = shopToday(now);
  const first = nextSaturday(today);
  const rows = PLACES.map((place, i) => {
    const fecha = addDays(first, 7 * i);
    return { ...place, fecha, desde: '09:00', hasta: '13:00', cierre: defaultCierre(fecha) };
  });
  const inserted = await db.insert(ferias).values(rows).returning();
  await db.insert(ferias).values({
    ...TODAY,
    fecha: today,
    desde: '09:00',
    hasta: '19:00',
    cierre: defaultCierre(today),
  });
  const next = inserted[0];
  if (!next) return 0;
  const stocked = await db
    .select()
    .from(products)
    .where(and(eq(products.publicado, true), gt(products.stock, 5)))
    .orderBy(asc(products.id))
    .limit(5);
  for (const [i, customer] of CUSTOMERS.entries()) {
    const picked = stocked.filter((_, j) => (j + i) % 2 === 0).slice(0, 3);
    if (picked.length === 0) continue;
    const lines = picked.map((p, j) => ({
      productId: p.id,
      sku: p.sku,
      nombre: p.nombre,
      marca: p.marca,
      medida: p.medida,
      imagen: p.imagenes[0] ?? '',
      precioCents: p.precioCents,
      cantidad: 1 + ((i + j) % 3),
      subtotalCents: p.precioCents * (1 + ((i + j) % 3)),
    }));
    const total = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
    const [sale] = await db
      .insert(sales)
      .values({
        createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
        formaPago: customer.formaPago,
        envio: customer.envio,
        canal: 'web',
        clienteNombre: customer.nombre,
        clienteCelular: customer.celular,
        clienteProvincia: 'Santa Fe',
        clienteDireccion: customer.envio === 'envio' ? 'Urquiza 2450, Santa Fe' : '',
        subtotalCents: total,
        totalCents: total,
        feriaId: next.id,
      })
      .returning();
    if (!sale) continue;
    await insertSoldLines(db, sale.id, lines);
  }
  await seedWeightOrder(db, next.id, now); // MARKET §8: an order in grams
  return inserted.length + 1;
}
