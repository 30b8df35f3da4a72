import { addDays, shopToday } from '@feria/domain/rules/dates';
import { sql } from 'drizzle-orm';
import type { Rows } from './with-db.ts';

/** Links a seeded shop's products (seed-products.ts) to 40 producers by brand, as after an upgrade. */
export async function seedProducers(rows: Rows): Promise<void> {
  await rows(sql`insert into productores (nombre, comision_bp)
    select 'Productor ' || g, 1000 + g * 10 from generate_series(0, 39) g`);
  await rows(sql`update products set productor_id = pr.id from productores pr
    where pr.nombre = products.marca`);
}

/**
 * A feria `days` ahead holding `orders` web orders of four lines each (straight into the tables,
 * as a shop's database would hold them): pick-up and delivery, every payment method, most of them
 * cobrado (a settlement counts only those), a few annulled. Returns the feria's id.
 */
export async function seedFeria(rows: Rows, orders: number, days: number): Promise<number> {
  const fecha = addDays(shopToday(), days);
  const [feria] = await rows(sql`insert into ferias (fecha, desde, hasta, lugar, direccion, cierre)
    values (${fecha}, '08:00', '13:00', ${`Plaza ${days}`}, 'San Martín 1234',
            (${fecha}::text || 'T20:00:00-03:00')::timestamptz - interval '1 day')
    returning id`);
  const feriaId = Number(feria!.id);
  const [first] = await rows(sql`select coalesce(max(id), 0) as id from sales`);
  const from = Number(first!.id);
  await rows(sql`insert into sales (created_at, estado, forma_pago, envio, canal, cliente_nombre,
      cliente_correo, cliente_provincia, cliente_direccion, cliente_cp, cliente_celular,
      subtotal_cents, recargo_cents, total_cents, feria_id, cobro_estado, cobro_fecha)
    select now() - interval '1 minute' * g,
           case when g % 50 = 0 then 'Anulado' when g % 3 = 0 then 'En preparación' else 'Pendiente' end,
           (array['efectivo', 'transferencia', 'qr', 'tarjetaDebito'])[1 + g % 4],
           case when g % 2 = 0 then 'envio' else 'retiro' end, 'web',
           'Cliente ' || g || ' de la feria', 'cliente' || g || '@example.com', 'Santa Fe',
           'Calle ' || g || ' número ' || (g * 7 % 3000), '3000', '3425551234',
           400000, 0, 400000, ${feriaId},
           case when g % 5 = 0 then 'pendiente' else 'cobrado' end,
           case when g % 5 = 0 then null else now() end
    from generate_series(1, ${orders}) g`);
  await rows(sql`insert into sale_lines (sale_id, product_id, sku, nombre, marca, medida,
      precio_cents, cantidad, subtotal_cents)
    select s.id, p.id, p.sku, p.nombre, p.marca, p.medida, 100000, 1 + k % 3, 100000 * (1 + k % 3)
    from sales s cross join generate_series(0, 3) k
    join products p on p.id = 1 + (s.id * 7 + k * 131) % (select count(*) from products)
    where s.id > ${from}`);
  await rows(sql`analyze`);
  return feriaId;
}
