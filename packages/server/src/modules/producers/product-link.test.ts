import { normalizeText } from '@feria/domain/rules/catalog';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { form, productHelpers } from '../../../test/support/products.ts';
import { productores, products } from '../../db/schema.ts';
import { producerIdFor } from '../../shared/producer-link.ts';

const t = buildTestApp();
const { admin, created } = productHelpers(t);

const producerOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ productorId: products.productorId })
    .from(products)
    .where(eq(products.id, id));
  return row?.productorId;
};

test('crear productos enlaza la marca con su productor sin importar mayúsculas ni acentos', async () => {
  const cookie = await admin();
  const a = await created(cookie, { marca: 'Cooperativa La Verdécita' });
  const b = await created(cookie, { marca: '  COOPERATIVA la verdecita ' });
  expect(a.marca).toBe('Cooperativa La Verdécita');
  expect(b.marca).toBe('COOPERATIVA la verdecita'); // the marca stays as typed in the answer
  const rows = await t.database.db.select().from(productores);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.nombre).toBe('Cooperativa La Verdécita');
  expect(await producerOf(a.id)).toBe(rows[0]?.id);
  expect(await producerOf(b.id)).toBe(rows[0]?.id);
});

test('editar con una marca nueva crea su productor; una edición fallida no crea ninguno', async () => {
  const cookie = await admin();
  const a = await created(cookie);
  const update = (fields: Record<string, unknown>, id = a.id) =>
    t.request({
      method: 'PUT',
      url: '/api/sheets/update',
      cookie,
      payload: { ...form(fields), id },
    });
  const res = await update({ marca: 'Apícola del Sur' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ marca: 'Apícola del Sur' });
  const [apicola] = await t.database.db
    .select()
    .from(productores)
    .where(eq(productores.nombre, 'Apícola del Sur'));
  expect(await producerOf(a.id)).toBe(apicola?.id);
  expect((await update({ marca: 'Nadie' }, 999)).statusCode).toBe(404);
  expect((await update({ marca: 'Nadie', precio: '0' })).statusCode).toBe(400);
  const names = (await t.database.db.select().from(productores)).map((p) => p.nombre).sort();
  expect(names).toEqual(['Apícola del Sur', 'Cooperativa La Verdecita']);
  const list = await t.request({ method: 'GET', url: '/api/productores' });
  expect(list.json()).toEqual([
    expect.objectContaining({ nombre: 'Apícola del Sur', productos: 1 }),
  ]);
});

test('una marca con espacios dobles y sin acentos es el mismo productor, como en el dominio', async () => {
  const cookie = await admin();
  const a = await created(cookie, { marca: 'Granja Doña Rosa' });
  const b = await created(cookie, { marca: 'granja  dona   ROSA' });
  expect(normalizeText('granja  dona   ROSA')).toBe(normalizeText('Granja Doña Rosa'));
  const rows = await t.database.db.select().from(productores);
  expect(rows.map((r) => r.nombre)).toEqual(['Granja Doña Rosa']);
  expect(await producerOf(b.id)).toBe(await producerOf(a.id));
  // A producer stored with its spaces doubled still finds itself.
  const twice = await producerIdFor(t.database.db, 'Finca  Los Nogales');
  expect(await producerIdFor(t.database.db, 'Finca  Los Nogales')).toBe(twice);
  // Adjusting prices by the producer's name written with doubled spaces and accents reaches both.
  const res = await t.request({
    method: 'POST',
    url: '/api/precios/ajuste',
    cookie,
    payload: { porcentaje: 10, redondeo: 0, vistaPrevia: false, marca: '  GRANJA   DOÑA  rosa ' },
  });
  expect(res.statusCode).toBe(200);
  expect(
    res
      .json()
      .cambios.map((c: { id: number }) => c.id)
      .sort(),
  ).toEqual([a.id, b.id].sort());
});
