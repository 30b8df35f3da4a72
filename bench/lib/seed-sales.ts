import { sql } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config.ts';
import { rowsOf } from '../../packages/server/src/db/client.ts';
import { openDatabase } from '../../packages/server/src/db/open.ts';

/**
 * Adds to a seeded shop (seed-products.ts) its 40 producers (the products of 30 of them linked by
 * id, the other 10 found by brand, as after an upgrade), a feria a week, and `n` web sales of two
 * lines spread evenly over the last 90 days (ids in the order of their moments, as a shop makes
 * them), each cobrado when made and for its week's feria, before the server starts. Answers the id
 * of the last feria whose week is whole.
 */
export async function seedSales(dataDir: string, n: number, databaseUrl?: string): Promise<number> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const database = await openDatabase(config);
  const { db } = database;
  await db.execute(
    sql.raw(`insert into productores (nombre, comision_bp)
     select 'Productor ' || g, 1000 + g * 10 from generate_series(0, 39) g`),
  );
  await db.execute(
    sql.raw(`update products set productor_id = pr.id from productores pr
     where pr.nombre = products.marca and pr.id <= 30`),
  );
  const ferias = rowsOf<{ id: unknown }>(
    await db.execute(
      sql.raw(`insert into ferias (fecha, desde, hasta, lugar, direccion, cierre)
     select (now() - interval '90 days' + interval '7 days' * k + interval '6 days')::date,
            '09:00', '13:00', 'Plaza ' || k, 'Calle ' || k,
            now() - interval '90 days' + interval '7 days' * (k + 1)
     from generate_series(0, 12) k returning id`),
    ),
  );
  const firstFeria = Math.min(...ferias.map((r) => Number(r.id)));
  await db.execute(
    sql.raw(`insert into sales (created_at, estado, forma_pago, envio, canal, cliente_nombre,
       subtotal_cents, recargo_cents, total_cents, feria_id, cobro_estado, cobro_fecha)
     select m, case when g % 20 = 0 then 'Anulado' else 'Listo' end, 'efectivo', 'retiro', 'web',
            'Cliente ' || g, 200000, 0, 200000,
            ${firstFeria} + least(12, floor(90.0 * g / ${Math.floor(n)} / 7)::int), 'cobrado', m
     from generate_series(1, ${Math.floor(n)}) g,
          lateral (select now() - interval '90 days' * (1 - g::float / ${Math.floor(n)}) as m) t`),
  );
  await db.execute(
    sql.raw(`insert into sale_lines (sale_id, product_id, sku, nombre, marca, medida, precio_cents, cantidad, subtotal_cents)
     select s.id, p.id, p.sku, p.nombre, p.marca, p.medida, 100000, 1, 100000
     from sales s join products p on p.id = 1 + (s.id * 7) % (select count(*) from products)
     union all
     select s.id, p.id, p.sku, p.nombre, p.marca, p.medida, 100000, 1, 100000
     from sales s join products p on p.id = 1 + (s.id * 13) % (select count(*) from products)`),
  );
  await db.execute(sql.raw('analyze'));
  await database.close();
  return firstFeria + 11;
}
