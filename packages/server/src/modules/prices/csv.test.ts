import { PRICE_MSG } from '@feria/domain/messages/prices';
import { MSG } from '@feria/domain/messages/shop';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { tableDigests, tableNames } from '../../../test/support/db-digest.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { priceHelpers } from '../../../test/support/prices.ts';
import { productHelpers } from '../../../test/support/products.ts';
import { auditLog, productores, products } from '../../db/schema.ts';

const t = buildTestApp();
const dataTables = tableNames.filter((name) => name !== 'sessions'); // a call refreshes its session
const digest = () => tableDigests(t.database.db, dataTables);
const { admin, storefront } = productHelpers(t);
const { exportCsv, importCsv, history } = priceHelpers(t);

const HEADER = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion';
const csv = (...rows: string[]) => `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;

describe('exportar e importar productos en CSV', () => {
  test('la exportación: BOM, columnas, coma decimal, CRLF y fórmulas neutralizadas', async () => {
    const cookie = await admin();
    await insertProduct(t.database.db, {
      sku: 'A-1',
      nombre: '=HYPERLINK("x")',
      precio: 1234.5,
      descripcion: 'Línea uno; con "comillas"\nlínea dos',
    });
    const res = await exportCsv(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="productos_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toBe(
      `\uFEFF${HEADER};unidad;paso;suscribible\r\n` +
        `A-1;"'=HYPERLINK(""x"")";Marca de prueba;Legumbres;500 g;1234,50;10;si;"Línea uno; con ""comillas""\nlínea dos";unidad;250;no\r\n`,
    );
  });

  test('exportar e importar el mismo archivo no cambia nada', async () => {
    const cookie = await admin();
    const db = t.database.db;
    await insertProduct(db, {
      sku: 'A-1',
      nombre: '=1+1',
      descripcion: 'Con ; y "comillas"\r\ny saltos',
    });
    await insertProduct(db, {
      sku: 'B-2',
      nombre: '-Oferta',
      precio: 0.5,
      publicado: false,
      stock: 0,
    });
    await insertProduct(db, { sku: 'C-3', nombre: '@mate', descripcion: '+suma' });
    const file = (await exportCsv(cookie)).body;
    const before = await digest();
    const res = await importCsv(cookie, file);
    expect(res.json()).toEqual({ creados: 0, actualizados: 0 });
    const after = await digest();
    // The audit entry and the job's record say an import was made; nothing else changes.
    const made = { audit_log: '', bulk_jobs: '' };
    expect({ ...after, ...made }).toEqual({ ...before, ...made });
    expect((await exportCsv(cookie)).body).toBe(file);
  });

  test('crea por sku nuevo, actualiza por sku existente; punto o coma decimal; historial y tienda', async () => {
    const cookie = await admin();
    const old = await insertProduct(t.database.db, { sku: 'A-1', precio: 100 });
    await storefront();
    const res = await importCsv(
      cookie,
      csv(
        'A-1;Arroz yamaní;Coop;Arroz;1 kg;150,75;4;si;Integral',
        'NEW-1;Yerba nueva;Coop;Yerba;500 g;1234.5;7;no;Suave',
        ';Sin sku;Coop;Yerba;1 kg;99;1;;Se genera el sku',
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ creados: 2, actualizados: 1 });
    const [updated] = await t.database.db.select().from(products).where(eq(products.id, old.id));
    // Without "Actualizar stock" the file's stock (4) leaves an existing product's (10) alone.
    expect(updated).toMatchObject({ nombre: 'Arroz yamaní', precioCents: 15_075, stock: 10 });
    const created = await t.database.db.select().from(products).where(eq(products.sku, 'NEW-1'));
    expect(created[0]).toMatchObject({
      precioCents: 123_450,
      publicado: false,
      categoria: 'Yerba',
    });
    expect((await history(cookie, old.id)).json()).toMatchObject([
      { antes: 100, despues: 150.75, motivo: 'importacion' },
    ]);
    expect((await storefront()).find((p) => p.id === old.id)?.precio).toBe(150.75);
    const audit = await t.database.db.select().from(auditLog);
    expect(audit).toMatchObject([{ accion: 'producto.importar' }]);
  });

  test('cada producto importado queda con el productor de su marca, nuevo o existente', async () => {
    const cookie = await admin();
    await insertProduct(t.database.db, { sku: 'B-1', marca: 'Coop' });
    const [coop] = await t.database.db.insert(productores).values({ nombre: 'Coop' }).returning();
    const res = await importCsv(
      cookie,
      csv(
        'B-1;Arroz yamaní;Don Anselmo;Arroz;1 kg;150;4;si;Cambió de marca',
        'B-2;Yerba nueva;  COOP ;Yerba;500 g;100;7;si;Misma marca, otra escritura',
        'B-3;Miel;Apícola Nueva;Otros alimentos;500 g;100;7;si;Marca nueva',
      ),
    );
    expect(res.statusCode).toBe(200);
    const producers = await t.database.db.select().from(productores);
    const idOf = (nombre: string) => producers.find((p) => p.nombre === nombre)?.id;
    const rows = await t.database.db.select().from(products);
    const bySku = (sku: string) => rows.find((r) => r.sku === sku)?.productorId;
    expect(idOf('Don Anselmo')).toBeDefined();
    expect(idOf('Apícola Nueva')).toBeDefined();
    expect(bySku('B-1')).toBe(idOf('Don Anselmo'));
    expect(bySku('B-2')).toBe(coop?.id);
    expect(bySku('B-3')).toBe(idOf('Apícola Nueva'));
    expect(rows.every((r) => r.productorId !== null)).toBe(true);
    const listed = await t.request({ method: 'GET', url: '/api/productores' });
    expect(listed.json().map((p: { nombre: string }) => p.nombre)).toContain('Apícola Nueva');
  });

  test('una fila mala: 400 con fila, campo y mensaje, y no cambia nada', async () => {
    const cookie = await admin();
    await insertProduct(t.database.db, { sku: 'A-1', precio: 100 });
    const before = await digest();
    const res = await importCsv(
      cookie,
      csv(
        'A-1;Arroz;Coop;Arroz;1 kg;200;4;si;Bueno',
        'B-1;Yerba;Coop;Yerba;1 kg;12,345;4;si;Buena',
        'C-1;;Coop;Zapatos;1 kg;10;-1;quizas;Buena',
        'A-1;Otra vez;Coop;Arroz;1 kg;10;1;si;Repetida',
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: PRICE_MSG.csvConErrores,
      issues: [
        { fila: 3, campo: 'precio', valor: '12,345', message: MSG.precioFormato },
        { fila: 4, campo: 'publicado', valor: 'quizas', message: PRICE_MSG.csvPublicado },
        { fila: 4, campo: 'nombre', valor: '', message: MSG.nombreRequerido },
        { fila: 4, campo: 'categoria', valor: 'Zapatos', message: MSG.categoriaInvalida },
        { fila: 4, campo: 'stock', valor: '-1', message: MSG.cantidadEntera },
        { fila: 5, campo: 'sku', valor: 'A-1', message: PRICE_MSG.csvSkuRepetido },
      ],
    });
    expect(await digest()).toEqual(before);
  });

  test('archivo vacío, columnas equivocadas, CSV roto, sin archivo: 400 en castellano', async () => {
    const cookie = await admin();
    const before = await digest();
    const cases: [string, string][] = [
      [csv(), PRICE_MSG.csvVacio],
      ['nombre;precio\r\nArroz;10\r\n', PRICE_MSG.csvColumnas],
      [`${HEADER}\r\n"sin cerrar;a;b\r\n`, PRICE_MSG.csvIlegible],
    ];
    for (const [file, message] of cases) {
      const res = await importCsv(cookie, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message });
    }
    const wrongField = await importCsv(cookie, csv('A;B;C;Arroz;1;1;1;si;d'), 'archivo');
    expect(wrongField.json()).toMatchObject({ error: PRICE_MSG.csvSinArchivo });
    const json = await t.request({
      method: 'POST',
      url: '/api/sheets/import',
      cookie,
      payload: {},
    });
    expect(json.json()).toMatchObject({ error: PRICE_MSG.csvSinArchivo });
    expect(await digest()).toEqual(before);
  });

  test('límites: más de 2 MB da 413, más de 5000 filas da 400', async () => {
    const cookie = await admin();
    const big = csv(`A-1;Arroz;Coop;Arroz;1 kg;10;1;si;${'x'.repeat(2 * 1024 * 1024)}`);
    const tooBig = await importCsv(cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: PRICE_MSG.csvGrande });
    const rows = Array.from({ length: 5001 }, (_, i) => `S-${i};Arroz;Coop;Arroz;1 kg;10;1;si;d`);
    const many = await importCsv(cookie, csv(...rows));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ error: PRICE_MSG.csvMuchasFilas });
    expect(await t.database.db.select().from(products)).toEqual([]);
  });

  test('sin sesión 401, sin ser admin 403', async () => {
    const seller = (await t.signIn('seller')).cookie;
    for (const cookie of [undefined, seller]) {
      const status = cookie ? 403 : 401;
      expect((await exportCsv(cookie)).statusCode).toBe(status);
      expect((await importCsv(cookie, csv('A-1;Arroz;Coop;Arroz;1 kg;10;1;si;d'))).statusCode).toBe(
        status,
      );
    }
    expect(await t.database.db.select().from(products)).toEqual([]);
  });
});
