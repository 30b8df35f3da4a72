import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirCorruptError } from './db/data-dir-check.ts';
import { DataDirLockedError } from './db/lock.ts';
import { openDatabase } from './db/open.ts';
import { accountsNotice } from './demo/accounts.ts';
import { seed } from './demo/seed.ts';
import { stopGracefully } from './graceful-stop.ts';
import { createReadiness } from './http/readiness.ts';
import { invalidateCatalogCaches } from './modules/catalog/cache.ts';
import { type Geocoder, startGeocoder } from './modules/envios/geocoding.ts';
import { type FacturaWorker, startFacturaWorker } from './modules/facturas/worker.ts';
import { nudgeMailWorker } from './modules/mail/signal.ts';
import { type MailWorker, startMailWorker } from './modules/mail/worker.ts';
import { type ExpiryJob, startExpiryJob } from './modules/sales/expire-unpaid.ts';
import { loadPainter } from './modules/share/first-screen.ts';
import { type Generator, startGenerator } from './modules/suscripciones/generator.ts';
import { onGenerationNudge } from './modules/suscripciones/signal.ts';
import { startWhatsappWorker, type WhatsappWorker } from './modules/whatsapp/worker.ts';
import { importUploadedFiles } from './shared/picture-store.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // A shop from before pictures lived in the database brings its files in once (DESIGN §3.17).
  const moved = await importUploadedFiles(database.db, config.dataDir);
  if (moved > 0) console.info(`Imágenes pasadas a la base de datos: ${moved}`);
  const accounts = await seed(database.db, config);
  const readiness = createReadiness();
  const app = await buildApp({ config, database, logger: true, readiness });
  let mailWorker: MailWorker | null = null;
  let expiryJob: ExpiryJob | null = null;
  let generator: Generator | null = null;
  let facturaWorker: FacturaWorker | null = null;
  let geocoder: Geocoder | null = null;
  let whatsappWorker: WhatsappWorker | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: cerrando`);
    try {
      await expiryJob?.stop();
      await generator?.stop(); // MARKET §9: the run in progress ends first
      await facturaWorker?.stop();
      await geocoder?.stop();
      await whatsappWorker?.stop(); // its attempt in flight is cut: `incierto`
      await stopGracefully({ app, readiness, database, mailWorker: () => mailWorker });
    } catch (err) {
      console.error('Falló el cierre ordenado:', err);
      process.exit(1);
    }
    app.log.info('Feria detenida');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  if (closing) return;
  void loadPainter(); // the storefront's first screens, loaded once the shop already answers

  mailWorker = startMailWorker(database.db, config, {
    log: { warn: (message) => app.log.warn(message) },
  });
  // API.md round 4: unpaid Mercado Pago orders give their stock back after VENCE_PAGO_HORAS.
  expiryJob = startExpiryJob(database.db, config, {
    warn: (message) => app.log.warn(message),
    after: (ids) => {
      app.log.info(`Pedidos de Mercado Pago vencidos sin pagar: ${ids.join(', ')}`);
      invalidateCatalogCaches(database.db);
      nudgeMailWorker(database.db);
    },
  });
  // MARKET §9: bolsones are generated at start, every 10 minutes and when a feria changes.
  const generated = {
    catalogChanged: () => invalidateCatalogCaches(database.db),
    mailQueued: () => nudgeMailWorker(database.db),
  };
  generator = startGenerator(database.db, config, generated, {
    log: (err) => app.log.error({ err }, 'No se pudieron generar los bolsones'),
  });
  onGenerationNudge(database.db, () => generator?.nudge());
  // MARKET §12: invoices are asked of ARCA in the background, never in a sale's way.
  if (config.arca) {
    facturaWorker = startFacturaWorker(database.db, config.arca, {
      log: { warn: (message) => app.log.warn(message) },
      // Issue 56: a lease left in the embedded database is always a dead predecessor's.
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
    });
  }
  // MARKET §14: the points of Envío addresses, asked of Georef after each order, never in its way.
  if (config.GEOREF_URL !== 'off') {
    geocoder = startGeocoder(
      database.db,
      { url: config.GEOREF_URL.replace(/\/+$/, ''), localidad: config.ENVIO_LOCALIDAD },
      { log: (err) => app.log.warn({ err }, 'Georef: no se pudo ubicar una dirección') },
    );
  }
  // MARKET §13.3: WhatsApp's notices go from their queue, never in a request's way.
  if (config.whatsapp) {
    whatsappWorker = startWhatsappWorker(
      database.db,
      { ...config, whatsapp: config.whatsapp },
      { log: { warn: (message) => app.log.warn(message) } },
    );
  }
  console.info(`Feria lista en ${config.publicUrl}`);
  for (const line of accountsNotice(config, accounts)) console.info(line);
}

main().catch((err) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof DataDirCorruptError
  ) {
    console.error(err.message);
  } else {
    console.error('No se pudo iniciar Feria:', err);
  }
  process.exit(1);
});
