import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessGuard } from './http/access.ts';
import { registerOriginCheck } from './http/csrf.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerNoStore } from './http/no-store.ts';
import { createReadiness, type Readiness, registerReadiness } from './http/readiness.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { indexHtml, registerStatic, webDist } from './http/static.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { timeoutOptions } from './http/timeouts.ts';
import { type ZodTypeProvider, zodValidator } from './http/zod-provider.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { userStateRoutes } from './modules/account/state-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { googleKeys as googlePublicKeys } from './modules/auth/google.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { registerSessionLoader } from './modules/auth/sessions.ts';
import { carouselRoutes } from './modules/carousel/routes.ts';
import { cashRoutes } from './modules/cash/routes.ts';
import { createCatalogCache } from './modules/catalog/cache.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { clientErrorRoutes } from './modules/client-errors/routes.ts';
import { pagosRoute } from './modules/cobro/routes.ts';
import { nudgeGeocoder } from './modules/envios/geocoding.ts';
import { repartoRoutes } from './modules/envios/reparto-routes.ts';
import { envioRoutes } from './modules/envios/routes.ts';
import { invoicePrintRoute } from './modules/facturas/print-routes.ts';
import { announceArca } from './modules/facturas/queue.ts';
import { facturaRoutes } from './modules/facturas/routes.ts';
import { feriaRoutes } from './modules/ferias/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { mailContext } from './modules/mail/compose/layout.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { nudgeMailWorker } from './modules/mail/signal.ts';
import { mercadoPagoRoutes } from './modules/mercadopago/routes.ts';
import { createShopMetrics } from './modules/metrics/collectors.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { pedidoChangeRoutes } from './modules/pedido/change-routes.ts';
import { pedidoRoutes } from './modules/pedido/routes.ts';
import { accessRoutes } from './modules/portal/access-routes.ts';
import { proposalRoutes } from './modules/portal/proposal-routes.ts';
import { portalRoutes } from './modules/portal/routes.ts';
import { finishBulkJobs } from './modules/prices/bulk-jobs.ts';
import { csvImportRoutes } from './modules/prices/csv-routes.ts';
import { priceRoutes } from './modules/prices/routes.ts';
import { producerRoutes } from './modules/producers/routes.ts';
import { producerShareRoute } from './modules/producers/share-head.ts';
import { productRoutes } from './modules/products/routes.ts';
import { registerRoutes } from './modules/register/routes.ts';
import { salesManageRoutes } from './modules/sales/manage/routes.ts';
import { qrRoutes } from './modules/sales/qr-routes.ts';
import { saleRoutes } from './modules/sales/routes.ts';
import { settlementRoutes } from './modules/settlements/routes.ts';
import { shareRoutes } from './modules/share/routes.ts';
import { shopConfigRoutes } from './modules/shop-config/routes.ts';
import { suscripcionRoutes } from './modules/suscripciones/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { webVitalsRoutes } from './modules/web-vitals/routes.ts';
import { setWhatsappNotices } from './modules/whatsapp/queue.ts';
import { whatsappEstadoRoute, whatsappRoutes } from './modules/whatsapp/routes.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp/webhook-routes.ts';
import type { AfterCommit } from './shared/after-commit.ts';
import { setDefaultCommission } from './shared/producer-link.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  /** true: the shop's log on standard output; a stream: the same log there (tests read it). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The built web app (tests point it at a folder of their own). */
  webDir?: string;
  /** Keys that sign Google ID tokens: Google's own by default; tests serve a local key set. */
  googleKeys?: JWTVerifyGetKey;
  /** Told by main.ts when the process starts stopping (GET /api/health/ready turns 503). */
  readiness?: Readiness;
};

/** The whole shop as a Fastify instance: every module registered here, in one place. */
export async function buildApp({
  config,
  database,
  logger = false,
  webDir = webDist,
  googleKeys,
  readiness = createReadiness(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, ...(logger === true ? {} : logger) } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
    ...timeoutOptions(config.REQUEST_TIMEOUT_MS),
  });
  const { db } = database;
  setDefaultCommission(config.COMISION_POR_DEFECTO);
  setWhatsappNotices(config.whatsapp !== null);
  // An adjustment, undo or import that a crash stopped between two batches is completed before the
  // shop answers anyone (ADR 0010). One that cannot be completed is logged and retried by the
  // next bulk action: the shop still opens.
  await finishBulkJobs(db).catch((err: unknown) =>
    app.log.error({ err }, 'No se pudo completar un cambio masivo de precios o productos'),
  );

  // MARKET §12: whether sales enter the invoice queue, and for which punto de venta. A database
  // not ready yet (unmigrated, down) must not stop the server: readiness says so, and the next
  // start announces it.
  await announceArca(db, config.arca).catch((err: unknown) =>
    app.log.error({ err }, 'No se pudo anunciar la facturación de ARCA'),
  );

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  registerOriginCheck(app, config.publicUrl);
  registerSessionLoader(app, db, config);
  registerAccessGuard(app);
  registerTextGuard(app);
  registerNoStore(app);
  registerReadiness(app, readiness);
  app.setValidatorCompiler(zodValidator);

  const catalogCache = createCatalogCache(db, database.pglite);
  app.addHook('onClose', catalogCache.close);
  const metrics = createShopMetrics(db);
  metricsRoutes(app, { metrics, token: config.METRICS_TOKEN });
  const after: AfterCommit = {
    catalogChanged: () => catalogCache.invalidate(),
    mailQueued: () => nudgeMailWorker(db),
    saleCreated: (canal) => {
      metrics.saleCreated(canal);
      // MARKET §14: an Envío web order's address is looked up after its commit.
      if (canal === 'web') nudgeGeocoder(db);
    },
  };
  // What every e-mail says of the shop, built once for the modules that only send mail.
  const mail = mailContext(config);
  const api = app.withTypeProvider<ZodTypeProvider>();
  healthRoutes(api, db, readiness);
  shopConfigRoutes(api, config, db);
  clientErrorRoutes(api);
  webVitalsRoutes(api, db, metrics);
  authRoutes(api, db, config, { googleKeys: () => googleKeys ?? googlePublicKeys() });
  userRoutes(api, db, config, after);
  catalogRoutes(api, db, catalogCache);
  productRoutes(api, db, after);
  carouselRoutes(api, db);
  saleRoutes(api, db, config, after);
  qrRoutes(api, db, config, after);
  salesManageRoutes(api, db, config, after);
  pagosRoute(api, db); // MARKET §7b: GET /api/sheets/sale/{id}/pagos
  cashRoutes(api, db);
  registerRoutes(api, db);
  overviewRoutes(api, db);
  mailRoutes(api, db, mail, after);
  accountRoutes(api, db, config, after);
  userStateRoutes(api, db);
  auditRoutes(api, db);
  producerRoutes(api, db, after);
  accessRoutes(api, db, mail, after);
  portalRoutes(api, db, after);
  proposalRoutes(api, db, after);
  settlementRoutes(api, db);
  feriaRoutes(api, db, mail, after);
  await app.register(imageRoutes, { db });
  await app.register(pedidoRoutes, { db });
  invoicePrintRoute(app, db, config);
  mercadoPagoRoutes(app, db, config);
  pedidoChangeRoutes(app, db, config, after);
  priceRoutes(api, db, after);
  facturaRoutes(api, db, config.arca);
  await app.register(csvImportRoutes, { db, after });
  suscripcionRoutes(api, db, config, after);
  whatsappRoutes(api, db, config);
  whatsappEstadoRoute(api, db, config);
  whatsappWebhookRoutes(app, db, config.whatsapp);
  envioRoutes(api, db);
  repartoRoutes(api, db, config, after);

  shareRoutes(app, { db, config, cache: catalogCache, webDir });
  producerShareRoute(app, { db, config, webDir });
  await registerStatic(app, { webDir, html: indexHtml(webDir) });
  return app;
}
