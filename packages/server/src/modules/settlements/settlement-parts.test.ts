// A settlement reads its sales a few hundred per query (issue 35): with more sales than one query
// takes, across several parts of days and in one feria, every cobrado line counts exactly once.
import { addDays, shopToday } from '@feria/domain/rules/dates';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { ferias, productores, saleLines, sales } from '../../db/schema.ts';

const t = buildTestApp();
const { admin } = producerHelpers(t);

type Expected = Map<string, Map<string, { cantidad: number; cents: number }>>;

/** 900 sales on 8 of the last 26 days, two lines each: some annulled, some not paid, some paid on
 * another day than they were made; half of them for one feria. Returns what should be settled. */
async function manySales(desde: string, hasta: string, feriaId: number) {
  const db = t.database.db;
  const [aromos] = await db
    .insert(productores)
    .values([{ nombre: 'Granja Los Aromos' }, { nombre: 'Apícola del Sur' }])
    .returning();
  const acelga = await insertProduct(db, { nombre: 'Acelga', productorId: aromos!.id });
  const miel = await insertProduct(db, { nombre: 'Miel', marca: 'apicola del sur' });
  const today = shopToday();
  const byDates: Expected = new Map();
  const byFeria: Expected = new Map();
  const count = (into: Expected, producer: string, name: string, n: number, cents: number) => {
    const lines = into.get(producer) ?? new Map();
    const line = lines.get(name) ?? { cantidad: 0, cents: 0 };
    lines.set(name, { cantidad: line.cantidad + n, cents: line.cents + cents });
    into.set(producer, lines);
  };
  const made = Array.from({ length: 900 }, (_, i) => {
    const day = addDays(today, -[0, 1, 2, 9, 10, 17, 24, 25][i % 8]!); // weeks with empty days
    return {
      i,
      day,
      paidDay: i % 11 === 0 ? addDays(day, -1) : day,
      cobrado: i % 7 !== 0,
      anulada: i % 10 === 0,
      forFeria: i % 2 === 0,
      lines: [
        { product: acelga, producer: 'Granja Los Aromos', cantidad: 1 + (i % 3), precio: 100 + i },
        { product: miel, producer: 'Apícola del Sur', cantidad: 1, precio: 50 },
      ],
    };
  });
  const ids = await db
    .insert(sales)
    .values(
      made.map((m) => ({
        createdAt: new Date(`${m.day}T12:00:00-03:00`),
        estado: m.anulada ? ('Anulado' as const) : ('Listo' as const),
        formaPago: 'efectivo' as const,
        envio: 'retiro' as const,
        clienteNombre: `Cliente ${m.i}`,
        subtotalCents: 0,
        totalCents: 0,
        feriaId: m.forFeria ? feriaId : null,
        cobroEstado: m.cobrado ? ('cobrado' as const) : ('pendiente' as const),
        cobroFecha: m.cobrado ? new Date(`${m.paidDay}T12:00:00-03:00`) : null,
      })),
    )
    .returning({ id: sales.id });
  await db.insert(saleLines).values(
    made.flatMap((m, k) =>
      m.lines.map((l) => ({
        saleId: ids[k]!.id,
        productId: l.product.id,
        sku: l.product.sku,
        nombre: l.product.nombre,
        marca: l.product.marca,
        medida: l.product.medida,
        precioCents: l.precio,
        cantidad: l.cantidad,
        subtotalCents: l.precio * l.cantidad,
      })),
    ),
  );
  for (const m of made) {
    if (!m.cobrado || m.anulada) continue;
    for (const l of m.lines) {
      const cents = l.precio * l.cantidad;
      if (m.paidDay >= desde && m.paidDay <= hasta) {
        count(byDates, l.producer, l.product.nombre, l.cantidad, cents);
      }
      if (m.forFeria) count(byFeria, l.producer, l.product.nombre, l.cantidad, cents);
    }
  }
  return { byDates, byFeria };
}

const settled = (answer: { productor: { nombre: string }; lineas: object[] }[]) =>
  new Map(
    answer.map((p) => [
      p.productor.nombre,
      new Map(
        (p.lineas as { nombre: string; cantidad: number; importe: number }[]).map((l) => [
          l.nombre,
          { cantidad: l.cantidad, cents: Math.round(l.importe * 100) },
        ]),
      ),
    ]),
  );

describe('una liquidación con muchas ventas', () => {
  test('por fechas y por feria, cada línea cobrada cuenta una sola vez', async () => {
    const cookie = await admin();
    const today = shopToday();
    const desde = addDays(today, -24);
    const [feria] = await t.database.db
      .insert(ferias)
      .values({
        fecha: today,
        desde: '09:00',
        hasta: '13:00',
        lugar: 'Plaza',
        direccion: 'Calle 1',
        cierre: new Date(),
      })
      .returning();
    const expected = await manySales(desde, today, feria!.id);
    const byDates = await t.request({
      method: 'GET',
      url: `/api/liquidaciones?desde=${desde}&hasta=${today}`,
      cookie,
    });
    expect(byDates.statusCode).toBe(200);
    expect(settled(byDates.json())).toEqual(expected.byDates);
    const byFeria = await t.request({
      method: 'GET',
      url: `/api/liquidaciones?feriaId=${feria!.id}`,
      cookie,
    });
    expect(settled(byFeria.json())).toEqual(expected.byFeria);
  });
});
