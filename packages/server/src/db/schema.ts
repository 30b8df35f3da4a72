// The database's tables, one file per part of the shop (schema-*.ts), all exported from here with
// `schema`, the object drizzle is opened with. A part imports only the parts below it:
//   producers, ferias, envios, portal, whatsapp ← accounts, catalog ← prices, shop, sales
//   ← register, suscripciones, facturas ← settlements
// so a foreign key that would point up (sales.suscripcion_id) is declared in its SQL migration
// alone; schema-fks.test.ts checks that every one of them is in the migrated database.
import { accountTokens, authFailures, sessions, users } from './schema-accounts.ts';
import { products } from './schema-catalog.ts';
import { envioZonas, georefDirecciones } from './schema-envios.ts';
import { arcaTickets, arcaTurnos, facturas } from './schema-facturas.ts';
import { ferias } from './schema-ferias.ts';
import { noLlevo, propuestasPrecio } from './schema-portal.ts';
import { bulkJobs, priceAdjustmentItems, priceAdjustments, priceHistory } from './schema-prices.ts';
import { productores } from './schema-producers.ts';
import { cajaSesiones, cashEntries } from './schema-register.ts';
import { comprobantes, pagos, saleLines, sales } from './schema-sales.ts';
import { lineasPagadas, pagosProductor } from './schema-settlements.ts';
import {
  auditLog,
  carouselSections,
  idempotencyKeys,
  mailOutbox,
  pictures,
  settings,
  webVitalsCounts,
} from './schema-shop.ts';
import { suscripciones, suscripcionPedidos, suscripcionSalteadas } from './schema-suscripciones.ts';
import { whatsappAvisos, whatsappRecibidos } from './schema-whatsapp.ts';

export {
  accountTokens,
  arcaTickets,
  arcaTurnos,
  auditLog,
  authFailures,
  bulkJobs,
  cajaSesiones,
  carouselSections,
  cashEntries,
  comprobantes,
  envioZonas,
  facturas,
  ferias,
  georefDirecciones,
  idempotencyKeys,
  lineasPagadas,
  mailOutbox,
  noLlevo,
  pagos,
  pagosProductor,
  pictures,
  priceAdjustmentItems,
  priceAdjustments,
  priceHistory,
  productores,
  products,
  propuestasPrecio,
  saleLines,
  sales,
  sessions,
  settings,
  suscripciones,
  suscripcionPedidos,
  suscripcionSalteadas,
  users,
  webVitalsCounts,
  whatsappAvisos,
  whatsappRecibidos,
};

export const schema = {
  users,
  sessions,
  authFailures,
  products,
  sales,
  saleLines,
  pagos,
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
  webVitalsCounts,
};
