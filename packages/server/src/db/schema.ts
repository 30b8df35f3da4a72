// The database's tables, one file a part of the shop (db/schema/), all exported from here: the
// modules, drizzle-kit (drizzle.config.ts) and the tests import them from this one entry.
import { accountTokens, authFailures, sessions, users } from './schema/accounts.ts';
import {
  bulkJobs,
  carouselSections,
  pictures,
  priceAdjustmentItems,
  priceAdjustments,
  priceHistory,
  products,
} from './schema/catalog.ts';
import { envioZonas, georefDirecciones } from './schema/envios.ts';
import { arcaTickets, arcaTurnos, facturas } from './schema/facturas.ts';
import { ferias } from './schema/ferias.ts';
import { noLlevo, propuestasPrecio } from './schema/portal.ts';
import { lineasPagadas, pagosProductor, productores } from './schema/producers.ts';
import { cajaSesiones, cashEntries } from './schema/register.ts';
import { comprobantes, idempotencyKeys, saleLines, sales } from './schema/sales.ts';
import { auditLog, mailOutbox, settings } from './schema/shop.ts';
import { suscripciones, suscripcionPedidos, suscripcionSalteadas } from './schema/suscripciones.ts';
import { whatsappAvisos, whatsappRecibidos } from './schema/whatsapp.ts';

export * from './schema/accounts.ts';
export * from './schema/catalog.ts';
export * from './schema/envios.ts';
export * from './schema/facturas.ts';
export * from './schema/ferias.ts';
export * from './schema/portal.ts';
export * from './schema/producers.ts';
export * from './schema/register.ts';
export * from './schema/sales.ts';
export * from './schema/shop.ts';
export * from './schema/suscripciones.ts';
export * from './schema/whatsapp.ts';

export const schema = {
  users,
  sessions,
  authFailures,
  products,
  sales,
  saleLines,
  cashEntries,
  settings,
  carouselSections,
  mailOutbox,
  idempotencyKeys,
  auditLog,
  accountTokens,
  cajaSesiones,
  productores,
  pictures,
  comprobantes,
  priceAdjustments,
  priceAdjustmentItems,
  priceHistory,
  bulkJobs,
  ferias,
  suscripciones,
  suscripcionSalteadas,
  suscripcionPedidos,
  pagosProductor,
  lineasPagadas,
  facturas,
  arcaTickets,
  arcaTurnos,
  propuestasPrecio,
  noLlevo,
  envioZonas,
  georefDirecciones,
  whatsappAvisos,
  whatsappRecibidos,
};
