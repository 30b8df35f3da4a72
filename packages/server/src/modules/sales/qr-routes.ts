// The stall's QR (MARKET §11): what the point of sale polls while the QR is shown, and
// "Cancelar QR".
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { MP_MSG } from '@feria/domain/messages/mercadopago';
import { QR_MSG } from '@feria/domain/messages/qr-puesto';
import { MSG } from '@feria/domain/messages/shop';
import type { SaleCobroState } from '@feria/domain/schemas/api-types';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sales } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { auditWho } from '../audit/who.ts';
import { cobroOf } from './cobro-dto.ts';
import { cancelQrSale } from './qr-cancel.ts';

const staff = {
  config: { access: 'staff' as const },
  schema: { params: idParams(MSG.ventaNoEncontrada) },
};

/** How a refused "Cancelar QR" (or an admin's annul of a waiting QR) answers. */
export const QR_CANCEL_FAILURES = {
  'not-found': [404, MSG.ventaNoEncontrada],
  annulled: [409, COBRO_MSG.ventaAnulada],
  cobrada: [409, QR_MSG.yaCobrada],
  'sin-qr': [409, QR_MSG.sinQr],
  unreachable: [502, MP_MSG.noResponde],
} as const;

export function qrRoutes(app: Api, db: Db, config: Config, after: AfterCommit): void {
  app.get('/api/sheets/sale/:id/cobro', staff, async (request): Promise<SaleCobroState> => {
    const [row] = await db.select().from(sales).where(eq(sales.id, request.params.id));
    if (!row) throw new HttpError(404, MSG.ventaNoEncontrada);
    const { estado, medio, fecha } = cobroOf(row);
    return { estado, medio, fecha };
  });

  app.post('/api/sheets/sale/:id/qr/cancelar', staff, async (request) => {
    const result = await cancelQrSale(db, config, request.params.id, auditWho(request), after);
    if (!result.ok) {
      const [status, message] = QR_CANCEL_FAILURES[result.reason];
      throw new HttpError(status, message);
    }
    return { id: result.id, estadoPago: 'Anulado' };
  });
}
