import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { producerForm, producerHelpers } from '../../../test/support/producers.ts';
import { upload } from '../../../test/support/products.ts';
import { auditLog, productores, products } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);

const countProducers = async () => (await t.database.db.select().from(productores)).length;

describe('alta, edición y baja de productores (admin)', () => {
  test('crear guarda la comisión en centésimos y deja registro en la auditoría', async () => {
    const cookie = await admin();
    const foto = upload();
    const res = await t.request({
      method: 'POST',
      url: '/api/productores',
      cookie,
      payload: producerForm({ foto, comision: '12,35' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nombre: 'Granja Los Aromos',
      foto,
      comision: 12.35,
      contacto: 'aromos@example.com · 342 555 0101',
      productos: 0,
    });
    const [row] = await t.database.db.select().from(productores);
    expect(row).toMatchObject({ comisionBp: 1235, nombreNormalizado: 'granja los aromos' });
    const [entry] = await t.database.db.select().from(auditLog);
    expect(entry).toMatchObject({ accion: 'productor.crear' });
    expect(entry?.detalle).toContain('Granja Los Aromos');
  });

  test('validaciones: nombre, comisión 0–100, foto ajena, nombre repetido; nada cambia', async () => {
    const cookie = await admin();
    await createProducer(cookie);
    const post = (fields: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/productores', cookie, payload: producerForm(fields) });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ nombre: '   ' }, 400, 'El nombre es requerido'],
      [{ nombre: undefined }, 400, 'El nombre es requerido'],
      [{ nombre: 'Otro', comision: 100.01 }, 400, 'La comisión debe estar entre 0 y 100'],
      [{ nombre: 'Otro', comision: -1 }, 400, 'La comisión debe estar entre 0 y 100'],
      [{ nombre: 'Otro', comision: '12,345' }, 400, 'La comisión debe estar entre 0 y 100'],
      [{ nombre: 'Otro', comision: 'diez' }, 400, 'La comisión debe estar entre 0 y 100'],
      [
        { nombre: 'Otro', foto: 'https://otro.sitio/x.png' },
        400,
        'La foto debe subirse con el formulario del productor',
      ],
      [{ nombre: 'GRANJA los Aromos ' }, 409, 'Ya existe un productor con ese nombre'],
    ];
    for (const [fields, status, error] of cases) {
      const res = await post(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json()).toMatchObject({ error });
    }
    expect(await countProducers()).toBe(1);
    expect((await post({ nombre: 'Tope', comision: 100 })).statusCode).toBe(201);
  });

  test('editar cambia los campos y lleva el nombre nuevo a la marca de sus productos', async () => {
    const cookie = await admin();
    const p = await createProducer(cookie);
    await insertProduct(t.database.db, { productorId: p.id, marca: 'Granja Los Aromos' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/productores/${p.id}`,
      cookie,
      payload: producerForm({ nombre: 'Granja Aromos', comision: 0 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: p.id,
      nombre: 'Granja Aromos',
      comision: 0,
      productos: 1,
    });
    const [product] = await t.database.db.select().from(products);
    expect(product?.marca).toBe('Granja Aromos');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accion, 'productor.editar'));
    expect(entries).toHaveLength(1);
  });

  test('editar: 404 si no existe, 400 si es inválido (sin cambios), 409 con el nombre de otro', async () => {
    const cookie = await admin();
    const p = await createProducer(cookie);
    await createProducer(cookie, { nombre: 'Apícola del Sur' });
    const put = (id: number | string, fields: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: `/api/productores/${id}`,
        cookie,
        payload: producerForm(fields),
      });
    expect((await put(999, {})).json()).toEqual({ error: 'Productor no encontrado' });
    expect((await put('abc', {})).statusCode).toBe(404);
    const bad = await put(p.id, { comision: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'La comisión debe estar entre 0 y 100' });
    const taken = await put(p.id, { nombre: 'apicola del sur' });
    expect(taken.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(productores).where(eq(productores.id, p.id));
    expect(row).toMatchObject({ nombre: 'Granja Los Aromos', comisionBp: 1250 });
  });

  test('borrar solo sin productos: 409 "El productor tiene productos", luego 204 y 404', async () => {
    const cookie = await admin();
    const p = await createProducer(cookie);
    const product = await insertProduct(t.database.db, { productorId: p.id });
    const del = () => t.request({ method: 'DELETE', url: `/api/productores/${p.id}`, cookie });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'El productor tiene productos' });
    expect(await countProducers()).toBe(1);
    await t.database.db.delete(products).where(eq(products.id, product.id));
    expect((await del()).statusCode).toBe(204);
    expect((await del()).json()).toEqual({ error: 'Productor no encontrado' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accion, 'productor.eliminar'));
    expect(entries).toHaveLength(1);
  });

  test('sin sesión 401, cliente y vendedor 403: nada cambia', async () => {
    const cookie = await admin();
    const p = await createProducer(cookie);
    for (const rol of [null, 'user', 'seller'] as const) {
      const who = rol ? (await t.signIn(rol)).cookie : undefined;
      const status = rol ? 403 : 401;
      const calls = [
        {
          method: 'POST' as const,
          url: '/api/productores',
          payload: producerForm({ nombre: 'X' }),
        },
        {
          method: 'PUT' as const,
          url: `/api/productores/${p.id}`,
          payload: producerForm({ nombre: 'X' }),
        },
        { method: 'DELETE' as const, url: `/api/productores/${p.id}` },
        { method: 'GET' as const, url: '/api/productores?todos=1' },
      ];
      for (const call of calls) {
        expect((await t.request({ ...call, cookie: who })).statusCode, call.url).toBe(status);
      }
    }
    const [row] = await t.database.db.select().from(productores);
    expect(row?.nombre).toBe('Granja Los Aromos');
    expect(await countProducers()).toBe(1);
  });
});

describe('páginas públicas de productores', () => {
  test('la lista pública tiene solo productores con productos publicados y nunca el contacto', async () => {
    const cookie = await admin();
    const a = await createProducer(cookie);
    const b = await createProducer(cookie, { nombre: 'Apícola del Sur' });
    await createProducer(cookie, { nombre: 'Sin productos' });
    await insertProduct(t.database.db, { productorId: a.id });
    await insertProduct(t.database.db, { productorId: a.id });
    await insertProduct(t.database.db, { productorId: a.id, publicado: false });
    await insertProduct(t.database.db, { productorId: b.id, publicado: false });
    const res = await t.request({ method: 'GET', url: '/api/productores' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: a.id,
        nombre: 'Granja Los Aromos',
        localidad: 'Esperanza',
        descripcion: 'Hortalizas de estación.',
        foto: '',
        productos: 2,
      },
    ]);
    expect(res.body).not.toContain('aromos@example.com');
    const all = await t.request({ method: 'GET', url: '/api/productores?todos=1', cookie });
    expect(all.json()).toHaveLength(3);
    expect(all.json()[2]).toMatchObject({
      nombre: 'Sin productos',
      contacto: 'aromos@example.com · 342 555 0101',
      comision: 12.5,
      productos: 0,
    });
  });

  test('la página de un productor: sus productos publicados; el contacto solo para el personal', async () => {
    const cookie = await admin();
    const a = await createProducer(cookie);
    const shown = await insertProduct(t.database.db, { productorId: a.id, nombre: 'Acelga' });
    await insertProduct(t.database.db, { productorId: a.id, publicado: false });
    const anonymous = await t.request({ method: 'GET', url: `/api/productores/${a.id}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ id: a.id, nombre: 'Granja Los Aromos', productos: 1 });
    expect(anonymous.json().items.map((p: { id: number }) => p.id)).toEqual([shown.id]);
    expect(anonymous.body).not.toContain('contacto');
    expect(anonymous.body).not.toContain('comision');
    const customer = await t.request({
      method: 'GET',
      url: `/api/productores/${a.id}`,
      cookie: (await t.signIn('user')).cookie,
    });
    expect(customer.body).not.toContain('aromos@example.com');
    const seller = await t.request({
      method: 'GET',
      url: `/api/productores/${a.id}`,
      cookie: (await t.signIn('seller')).cookie,
    });
    expect(seller.json()).toMatchObject({ contacto: 'aromos@example.com · 342 555 0101' });
    for (const url of ['/api/productores/999', '/api/productores/abc']) {
      const missing = await t.request({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Productor no encontrado' });
    }
  });
});
