// Issue 35 §5 (ADR 0010): an adjustment, its undo and an import are applied in batches of
// BATCH_SIZE products, each its own transaction. A job stopped after its first batch (the process
// killed between two) is completed when the next app starts on the same database, leaving what an
// uninterrupted run leaves; an order placed while a job applies is served between its batches.
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { testDbKind } from '../../../test/support/database.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { buildApp } from '../../app.ts';
import {
  auditLog,
  bulkJobs,
  priceAdjustmentItems,
  priceAdjustments,
  priceHistory,
  productores,
  products,
  saleLines,
} from '../../db/schema.ts';
import { BATCH_SIZE } from './batch-size.ts';
import { betweenBatches, runJob } from './bulk-jobs.ts';
import { checkRows } from './csv-check.ts';
import { startImport } from './csv-import.ts';
import { readProductsCsv } from './csv-read.ts';
import { startAdjustment, undoAdjustment } from './service.ts';

const t = buildTestApp({ ORDERS_PER_HOUR: '100000' });
const PRODUCTS = 2 * BATCH_SIZE + 100; // three batches
const ADMIN = { id: '', email: 'admin@feria.test' };

afterEach(() => {
  betweenBatches.listener = null;
});

async function seedShop() {
  const { uid } = await t.signIn('admin', { email: ADMIN.email });
  ADMIN.id = uid;
  await t.database.db.execute(sql`
    insert into products (sku, nombre, marca, medida, categoria, descripcion, precio_cents, stock)
    select 'S-' || g, 'Producto ' || (${PRODUCTS + 1} - g), 'Marca', '1 kg', 'Yerba', 'd',
      1000 + g * 7, 1000
    from generate_series(1, ${PRODUCTS}) g`);
}

/** What the three actions write, without the moments of the writes. */
async function state() {
  const db = t.database.db;
  const { createdAt: _c, updatedAt: _u, ...columns } = getTableColumns(products);
  const { updatedAt: _j, createdAt: _k, ...jobColumns } = getTableColumns(bulkJobs);
  return {
    products: await db.select(columns).from(products).orderBy(asc(products.id)),
    producers: await db
      .select({ id: productores.id, nombre: productores.nombre })
      .from(productores),
    items: await db
      .select()
      .from(priceAdjustmentItems)
      .orderBy(asc(priceAdjustmentItems.productId)),
    history: await db
      .select({
        productId: priceHistory.productId,
        antes: priceHistory.antesCents,
        despues: priceHistory.despuesCents,
        motivo: priceHistory.motivo,
        ajusteId: priceHistory.ajusteId,
      })
      .from(priceHistory)
      .orderBy(asc(priceHistory.id)),
    adjustments: (await db.select().from(priceAdjustments)).map((a) => ({
      id: a.id,
      scope: a.scope,
      undone: a.undoneAt !== null,
    })),
    audit: await db
      .select({ accion: auditLog.accion, detalle: auditLog.detalle })
      .from(auditLog)
      .orderBy(asc(auditLog.id)),
    jobs: await db.select(jobColumns).from(bulkJobs).orderBy(asc(bulkJobs.id)),
  };
}

const FILE = [
  'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion',
  ...Array.from({ length: PRODUCTS }, (_, i) =>
    i % 2
      ? `S-${i + 1};Producto cambiado ${i};Marca ${i % 5};Yerba;1 kg;${2000 + i};5;si;d`
      : `;Nuevo ${i};Marca nueva ${i % 3};Arroz;1 kg;${3000 + i};5;si;d`,
  ),
].join('\r\n');

async function fileRows(file = FILE) {
  const read = await readProductsCsv(Buffer.from(file));
  if (!read.ok) throw new Error(read.message);
  const checked = await checkRows(read.rows);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues[0]));
  return checked.rows;
}

const after = { catalogChanged() {}, mailQueued() {} };

/** Adjusts, undoes and imports; with `stop`, each job is stopped after its first batch and the
 * next app completes it at start-up. */
async function threeActions(stop: boolean) {
  const db = t.database.db;
  const stopAfterFirst = () => {
    betweenBatches.listener = async (job) => {
      expect(job.progreso).toBeGreaterThan(0);
      throw new Error('servidor detenido entre dos tandas');
    };
  };
  const restart = async () => {
    betweenBatches.listener = null;
    const half = await db.select().from(bulkJobs).where(eq(bulkJobs.estado, 'aplicando'));
    expect(half).toHaveLength(1);
    const app = await buildApp({ config: t.config, database: t.database, webDir: '/nonexistent' });
    await app.close();
    expect(await db.select().from(bulkJobs).where(eq(bulkJobs.estado, 'aplicando'))).toEqual([]);
  };
  const run = async (start: () => Promise<{ id: number }>) => {
    if (stop) stopAfterFirst();
    const { id } = await start();
    if (!stop) return runJob(db, id);
    await expect(runJob(db, id)).rejects.toThrow('servidor detenido');
    await restart();
  };

  const input = {
    porcentaje: 10,
    redondeo: 10 as const,
    categoria: undefined,
    marca: undefined,
    vistaPrevia: false,
  };
  await run(async () => {
    const started = await startAdjustment(db, input, ADMIN);
    if (!('id' in started)) throw new Error('ajuste rechazado');
    return started;
  });
  const shown = await state();
  // One product edited after the adjustment: the undo leaves it and names it.
  await db.update(products).set({ precioCents: 1 }).where(eq(products.id, 2));
  await db.insert(priceHistory).values({
    productId: 2,
    antesCents: shown.products[1]!.precioCents,
    despuesCents: 1,
    motivo: 'edicion',
  });
  if (stop) {
    stopAfterFirst();
    await expect(undoAdjustment(db, 1, ADMIN, after)).rejects.toThrow('servidor detenido');
    await restart();
  } else {
    expect(await undoAdjustment(db, 1, ADMIN, after)).toEqual({
      ok: true,
      restaurados: PRODUCTS - 1,
      omitidos: [{ id: 2, nombre: `Producto ${PRODUCTS - 1}` }],
    });
  }
  const rows = await fileRows();
  await run(() => startImport(db, rows, { actualizarStock: false }, ADMIN));
  return state();
}

describe('cambios masivos en tandas', () => {
  test('un trabajo cortado tras su primera tanda se completa al arrancar, igual que sin corte', async () => {
    const db = t.database.db;
    await seedShop();
    const whole = await threeActions(false);
    expect(whole.items).toHaveLength(PRODUCTS);
    expect(whole.audit.map((a) => a.detalle)).toEqual([
      `Ajuste de precios #1: 10 % (Todos, redondeo a $10) en ${PRODUCTS} productos`,
      `Ajuste de precios #1 deshecho: ${PRODUCTS - 1} precios restaurados, 1 omitido`,
      `Importación CSV de ${PRODUCTS} filas: ${PRODUCTS / 2} creados, ${PRODUCTS / 2} actualizados`,
    ]);
    expect(whole.jobs.map((j) => [j.tipo, j.estado])).toEqual([
      ['ajuste', 'hecho'],
      ['deshacer', 'hecho'],
      ['importacion', 'hecho'],
    ]);

    await db.execute(sql`truncate products, productores, price_history, price_adjustments,
      audit_log, bulk_jobs, users restart identity cascade`);
    await seedShop();
    expect(await threeActions(true)).toEqual(whole);
  });

  test('un pedido hecho mientras se aplica un ajuste se atiende entre dos tandas', async () => {
    const db = t.database.db;
    await seedShop();
    const { cookie } = await t.signIn('admin');
    const [first, last] = [1, PRODUCTS];
    const orders: { status: number; estado: string; progreso: number }[] = [];
    betweenBatches.listener = async (job) => {
      if (orders.length > 0) return;
      const res = await t.request({
        method: 'POST',
        url: '/api/sheets/sale',
        payload: webOrder([
          { id: first, cantidad: 1 },
          { id: last, cantidad: 1 },
        ]),
      });
      const [now] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, job.id));
      orders.push({ status: res.statusCode, estado: now!.estado, progreso: now!.progreso });
    };
    const res = await t.request({
      method: 'POST',
      url: '/api/precios/ajuste',
      cookie,
      payload: { porcentaje: 50, redondeo: 0, vistaPrevia: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cambios).toHaveLength(PRODUCTS);
    // Served after the first batch, before the second: the first product at its new price, the
    // last one at its old price, and the adjustment still applying.
    expect(orders).toEqual([{ status: 201, estado: 'aplicando', progreso: BATCH_SIZE }]);
    const lines = await db.select().from(saleLines).orderBy(asc(saleLines.productId));
    expect(lines.map((l) => l.precioCents)).toEqual([
      Math.round((1000 + first * 7) * 1.5),
      1000 + last * 7,
    ]);
  });

  // On the embedded database each answer comes back as a microtask: a chain of queries lets no
  // request in unless it yields. The start of a 5,000-row import read its skus back to back and
  // held every order 0.2-0.4 s (bench/admin-actions.ts).
  test.runIf(testDbKind === 'pglite')(
    'al empezar una importación grande, el servidor atiende otras solicitudes entre sus lecturas',
    async () => {
      await seedShop();
      const big = [
        'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion',
        ...Array.from({ length: 1200 }, (_, i) => `N-${i};Nuevo ${i};Marca;Arroz;1 kg;100;5;si;d`),
      ].join('\r\n');
      const rows = await fileRows(big);
      let turns = 0;
      let counting = true;
      const count = () => {
        if (!counting) return;
        turns++;
        setImmediate(count);
      };
      setImmediate(count);
      await startImport(t.database.db, rows, { actualizarStock: false }, ADMIN);
      counting = false;
      // Three readings of at most 500 skus, a turn after each.
      expect(turns).toBeGreaterThanOrEqual(3);
    },
  );
});
