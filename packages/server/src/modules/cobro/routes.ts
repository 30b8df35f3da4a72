// GET /api/sheets/sale/{id}/pagos (MARKET §7b, staff): the sale's payment records, oldest first.
import { MSG } from '@feria/domain/messages/shop';
import { fromCents } from '@feria/domain/rules/money';
import type { Pago } from '@feria/domain/rules/pagos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import { pagosOf } from './records.ts';

export function pagosRoute(app: Api, db: Db): void {
  const staffSale = {
    config: { access: 'staff' as const },
    schema: { params: idParams(MSG.ventaNoEncontrada) },
  };
  app.get('/api/sheets/sale/:id/pagos', staffSale, async (request): Promise<Pago[]> => {
    const { id } = request.params;
    const [sale] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
    if (!sale) throw new HttpError(404, MSG.ventaNoEncontrada);
    const rows = await pagosOf(db, id);
    return rows.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      medio: r.medio,
      monto: fromCents(r.montoCents),
      externoId: r.externoId,
      fecha: r.fecha.toISOString(),
      quien: r.quien,
    }));
  });
}
