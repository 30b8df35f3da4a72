import type { PublicConfig } from '@feria/domain/schemas/api-types';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { PUBLIC_READ } from '../../http/access.ts';
import { hayZonasActivas } from '../envios/publico.ts';

/** The shop constants the browser may know; nothing secret is ever listed here. */
function publicConfig(config: Config): PublicConfig {
  return {
    shopName: config.SHOP_NAME,
    phone: config.SHOP_PHONE,
    email: config.SHOP_EMAIL,
    transferAlias: config.TRANSFER_ALIAS,
    transferCbu: config.TRANSFER_CBU,
    transferHolder: config.TRANSFER_HOLDER,
    city: 'Santa Fe',
    postalCode: '3000',
    instagram: config.SHOP_INSTAGRAM,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    mercadoPago: config.mercadoPago,
    qrPuesto: config.qrPuesto,
    factura: config.arca !== null,
    // MARKET §13.3: only whether Tier 2 is on; its token and secrets never leave the server.
    whatsapp: config.whatsapp !== null,
  };
}

export function shopConfigRoutes(app: FastifyInstance, config: Config, db: Db): void {
  const body = publicConfig(config);
  app.get('/api/config', PUBLIC_READ, async () => ({
    ...body,
    envioPorZonas: await hayZonasActivas(db),
  }));
}
