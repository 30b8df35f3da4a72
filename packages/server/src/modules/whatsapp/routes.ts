// The WhatsApp calls of MARKET §13 (API.md "Avisos por WhatsApp"): Tier 1's links.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { MSG } from '@feria/domain/messages/shop';
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { shopDateParts } from '@feria/domain/rules/dates';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import { sentThisMonth } from './cap.ts';
import { feriaAvisos, type LinkContext, saleLink } from './links.ts';

const staff = { config: { access: 'staff' as const } };
const admin = { config: { access: 'admin' as const } };

// A repeated or non-text `texto` is refused like a missing one.
const avisosQuery = z.object({
  texto: z.string({ error: WA_MSG.textoRequerido }).optional(),
});

export function whatsappRoutes(app: Api, db: Db, config: Config): void {
  const ctx: LinkContext = { publicUrl: config.publicUrl, shopName: config.SHOP_NAME };

  app.get(
    '/api/sheets/sale/:id/whatsapp',
    { ...staff, schema: { params: idParams(MSG.ventaNoEncontrada) } },
    async (request) => {
      const result = await saleLink(db, ctx, request.params.id);
      if (result.ok) return { url: result.url, texto: result.texto };
      if (result.reason === 'not-found') throw new HttpError(404, MSG.ventaNoEncontrada);
      throw new HttpError(409, WA_MSG.sinNumero);
    },
  );

  app.get(
    '/api/ferias/:id/avisos',
    {
      ...admin,
      schema: { params: idParams(FERIA_MSG.feriaNoEncontrada), querystring: avisosQuery },
    },
    async (request) => {
      const result = await feriaAvisos(db, ctx, request.params.id, request.query.texto);
      if (result.ok) return { feria: result.feria, avisos: result.avisos };
      if (result.reason === 'not-found') throw new HttpError(404, FERIA_MSG.feriaNoEncontrada);
      throw new HttpError(
        400,
        result.reason === 'largo' ? WA_MSG.textoLargo : WA_MSG.textoRequerido,
      );
    },
  );
}

/** GET /api/whatsapp/estado (staff): Control's month count; with Tier 2 off nothing is sent. */
export function whatsappEstadoRoute(app: Api, db: Db, config: Config): void {
  app.get('/api/whatsapp/estado', staff, async () => {
    const now = new Date();
    const activo = config.whatsapp !== null;
    return {
      activo,
      mes: shopDateParts(now).dia.slice(0, 7),
      enviados: activo ? await sentThisMonth(db, now) : 0,
      tope: config.WHATSAPP_TOPE_MENSUAL,
    };
  });
}
