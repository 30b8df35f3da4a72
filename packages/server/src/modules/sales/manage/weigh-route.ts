// PUT /api/sheets/sale/{id}/peso (MARKET §8), staff: the real weight of a kg line of an order.
import { MSG } from '@feria/domain/messages/shop';
import { checkGramos } from '@feria/domain/rules/weight';
import { MAX_INT32 } from '@feria/domain/schemas/bounds';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { HttpError, parseWith } from '../../../http/errors.ts';
import { idParams } from '../../../http/id-param.ts';
import type { Api } from '../../../http/zod-provider.ts';
import type { AfterCommit } from '../../../shared/after-commit.ts';
import { auditWho } from '../../audit/who.ts';
import { weighSaleLine } from './weigh.ts';

const bodySchema = z.object({
  idProducto: z
    .number({ error: MSG.datosInvalidos })
    .int({ error: MSG.datosInvalidos })
    .positive({ error: MSG.datosInvalidos })
    .max(MAX_INT32, { error: MSG.idInvalido }),
  gramos: z.unknown(),
});

export function saleWeighRoute(app: Api, db: Db, after: AfterCommit): void {
  const route = {
    config: { access: 'staff' as const },
    schema: { params: idParams(MSG.ventaNoEncontrada) },
  };
  app.put('/api/sheets/sale/:id/peso', route, async (request) => {
    const body = parseWith(bodySchema, request.body);
    const problem = checkGramos(body.gramos);
    if (problem) throw new HttpError(400, problem);
    const weighing = { idProducto: body.idProducto, gramos: body.gramos as number };
    return weighSaleLine(db, request.params.id, weighing, auditWho(request), after);
  });
}
