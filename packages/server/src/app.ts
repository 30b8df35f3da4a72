import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessGuard } from './http/access.ts';
import { registerOriginCheck } from './http/csrf.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { indexHtml, registerStatic, webDist } from './http/static.ts';
import { registerSessionLoader } from './modules/auth/sessions.ts';
import { carouselRoutes } from './modules/carousel/routes.ts';
import { createCatalogCache } from './modules/catalog/cache.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { shopConfigRoutes } from './modules/shop-config/routes.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** The built web app (tests point it at a folder of their own). */
  webDir?: string;
};

/** The whole shop as a Fastify instance: every module registered here, in one place. */
export async function buildApp({
  config,
  database,
  logger = false,
  webDir = webDist,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 300 },
  });
  const { db } = database;

  registerErrorHandling(app);
  await app.register(cookie);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  registerOriginCheck(app, config.publicUrl);
  registerSessionLoader(app, db, config);
  registerAccessGuard(app);

  const catalogCache = createCatalogCache(db);
  healthRoutes(app, db);
  shopConfigRoutes(app, config);
  catalogRoutes(app, db, catalogCache);
  carouselRoutes(app, db);

  await registerStatic(app, { dataDir: config.dataDir, webDir, html: indexHtml(webDir) });
  return app;
}
