// MARKET §14: an order with an Envío fee shows "Envío {zona}" with its amount in "Gracias por tu
// compra" and "Cambiaste tu pedido" (escaped like every value), and the customer's own change
// re-checks the minimum the order was placed with: below it, 409 and nothing changes; the fee and
// the zone stay as placed. Runs on PGlite and again on PostgreSQL.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { changeByLink, linesOf, outbox, totalOf } from '../../../test/support/pedido.ts';
import { CLIENTE, webOrder } from '../../../test/support/sales.ts';
import { envioZonas, mailOutbox, sales } from '../../db/schema.ts';

const t = buildTestApp();

/** A web order with Envío of 2 Miel ($ 1.500) and 1 Yerba ($ 4.000) to a zone from $ 5.500 with a
 * $ 1.500 fee: $ 8.500 in all, for a feria in 3 days (still changeable). */
async function envioOrder(nombre = 'Centro') {
  const db = t.database.db;
  const feria = await insertFeria(db, { fecha: inDays(3) });
  await db.insert(envioZonas).values({
    nombre,
    nombreClave: nombre.toLowerCase(),
    barrios: ['Candioti Sur'],
    costoCents: 150_000,
    minimo: 5500,
  });
  const miel = await insertProduct(db, { nombre: 'Miel', precio: 1500, stock: 20 });
  const yerba = await insertProduct(db, { nombre: 'Yerba', precio: 4000, stock: 10 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    payload: webOrder(
      [
        { id: miel.id, cantidad: 2 },
        { id: yerba.id, cantidad: 1 },
      ],
      {
        formaPago: 'transferencia',
        envio: 'envio',
        feriaId: feria.id,
        cliente: { ...CLIENTE, barrio: 'Candioti Sur' },
      },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, pedido } = res.json() as { id: number; pedido: string };
  const token = new URL(pedido, 'http://x').searchParams.get('t') ?? '';
  return { id, token, miel, yerba };
}

test('"Gracias por tu compra" y "Cambiaste tu pedido" muestran la línea "Envío {zona}" con su importe, escapada', async () => {
  const { id, token, miel } = await envioOrder('Centro <Sur>');
  const gracias = (await outbox(t)).find((m) => m.subject === 'Gracias por tu compra');
  expect(gracias?.html).toContain('Envío Centro &lt;Sur&gt;');
  expect(gracias?.html).not.toContain('Centro <Sur>');
  expect(gracias?.html).toContain('$\u00a01.500,00');
  expect(gracias?.text).toContain('Envío Centro <Sur>: $\u00a01.500,00');
  expect(gracias?.text).toContain('Total: $\u00a08.500,00');

  await t.database.db.delete(mailOutbox);
  const res = await changeByLink(t, id, token, [{ id: miel.id, cantidad: 4 }]);
  expect(res.statusCode, res.body).toBe(200);
  const cambio = (await outbox(t)).find((m) => m.subject === `Cambiaste tu pedido #${id}`);
  expect(cambio?.html).toContain('Envío Centro &lt;Sur&gt;');
  expect(cambio?.text).toContain('Envío Centro <Sur>: $\u00a01.500,00');
  expect(cambio?.text).toContain('Total: $\u00a07.500,00');
});

test('el cambio del cliente vuelve a mirar el mínimo con que se hizo el pedido; el costo y la zona quedan', async () => {
  const db = t.database.db;
  const { id, token, miel, yerba } = await envioOrder();
  // The zone's minimum and fee change afterwards: the order keeps its own.
  await db.update(envioZonas).set({ minimo: 1, costoCents: 99_900 });
  const before = await linesOf(t, id);

  // $ 4.500 of products: below the $ 5.500 it was placed with.
  const below = await changeByLink(t, id, token, [{ id: miel.id, cantidad: 3 }]);
  expect(below.statusCode).toBe(409);
  expect(below.json()).toEqual({ error: 'El envío a Centro es con compras desde $ 5.500' });
  expect(await linesOf(t, id)).toEqual(before);
  expect(await totalOf(t, id)).toBe(850_000);

  // Exactly $ 5.500 is enough: the new total is the products plus the fee as placed.
  const exact = await changeByLink(t, id, token, [
    { id: miel.id, cantidad: 1 },
    { id: yerba.id, cantidad: 1 },
  ]);
  expect(exact.statusCode, exact.body).toBe(200);
  expect(exact.json()).toMatchObject({
    subtotal: '5500.00',
    envioCosto: '1500.00',
    total: '7000.00',
    zona: 'Centro',
  });
  const [row] = await db.select().from(sales).where(eq(sales.id, id));
  expect(row).toMatchObject({ envioCostoCents: 150_000, zonaMinimo: 5500, zonaNombre: 'Centro' });
});
