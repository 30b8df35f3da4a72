// Issue 33: Retiro asks only what a pickup needs (nombre, correo, celular); Envío still needs the
// address, with SPEC's "Hay campos sin completar" when one is blank.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { CLIENTE, saleCount, stockOf, webOrder } from '../../../test/support/sales.ts';
import { sales } from '../../db/schema.ts';

const t = buildTestApp();

const post = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/sheets/sale', payload: payload as object });

const pickup = { nombre: 'Martina Gómez', correo: 'martina@example.com', celular: '3425551234' };

test('Retiro con nombre, correo y celular, sin dirección ni código postal: 201', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const res = await post(
    webOrder([{ id: p.id, cantidad: 1 }], { envio: 'retiro', cliente: pickup }),
  );
  expect(res.statusCode).toBe(201);
  const [row] = await db.select().from(sales).where(eq(sales.id, res.json().id));
  expect(row).toMatchObject({
    envio: 'retiro',
    clienteNombre: 'Martina Gómez',
    clienteDireccion: '',
    clienteCp: '',
    clienteProvincia: '',
  });
});

test('Retiro sin celular, y Envío sin dirección o código postal: "Hay campos sin completar"', async () => {
  const db = t.database.db;
  const p = await insertProduct(db, { stock: 10 });
  const line = [{ id: p.id, cantidad: 1 }];
  const cases = [
    webOrder(line, { envio: 'retiro', cliente: { ...pickup, celular: ' ' } }),
    webOrder(line, { envio: 'envio', cliente: pickup }),
    webOrder(line, { envio: 'envio', cliente: { ...CLIENTE, cp: '' } }),
    webOrder(line, { envio: 'envio', cliente: { ...CLIENTE, direccion: '  ' } }),
  ];
  for (const body of cases) {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Hay campos sin completar');
  }
  expect(await saleCount(db)).toBe(0);
  expect(await stockOf(db, p.id)).toBe(10);
  const envio = await post(webOrder(line, { envio: 'envio', cliente: CLIENTE }));
  expect(envio.statusCode).toBe(201);
});
