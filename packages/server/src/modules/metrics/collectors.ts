// What GET /metrics tells (DESIGN §7), in Prometheus' text format. The process's own figures
// (event loop lag, heap, CPU) are collected once per process; the shop's are kept per app, so
// each test's app counts only its own requests.
import type { WebVitals } from '@feria/domain/schemas/web-vitals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, rowsOf } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export type ShopMetrics = {
  /** Records one answered request (an onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  saleCreated(canal: 'web' | 'pos'): void;
  /** One browser's field figures (POST /api/web-vitals), per page and device class. */
  webVitals(report: WebVitals): void;
  text(): Promise<string>;
  contentType: string;
};

export function createShopMetrics(db: Db): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'feria_http_requests_total',
    help: 'Solicitudes HTTP respondidas, por ruta y estado',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'feria_http_request_duration_seconds',
    help: 'Duración de las solicitudes HTTP, por ruta y estado',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const orders = new Counter({
    name: 'feria_orders_created_total',
    help: 'Pedidos web creados por este proceso',
    registers,
  });
  const posSales = new Counter({
    name: 'feria_pos_sales_created_total',
    help: 'Ventas del punto de venta creadas por este proceso',
    registers,
  });
  // Field data (issue 51): Google's "good" limits are LCP 2.5 s, INP 200 ms, CLS 0.1; the buckets
  // are finest around them.
  const vitalLabels = ['page', 'device'] as const;
  const lcp = new Histogram({
    name: 'feria_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint medido por los navegadores, por página y dispositivo',
    labelNames: vitalLabels,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
    registers,
  });
  const inp = new Histogram({
    name: 'feria_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint medido por los navegadores, por página y dispositivo',
    labelNames: vitalLabels,
    buckets: [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
    registers,
  });
  const cls = new Histogram({
    name: 'feria_web_vitals_cls',
    help: 'Cumulative Layout Shift medido por los navegadores, por página y dispositivo',
    labelNames: vitalLabels,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
    registers,
  });
  new Gauge({
    name: 'feria_mail_outbox_pending',
    help: 'Correos esperando en la bandeja de salida',
    registers,
    async collect() {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${mailOutbox} where ${eq(mailOutbox.status, 'pending')}`,
        ),
      );
      this.set(row?.n ?? 0);
    },
  });

  return {
    contentType: registry.contentType,
    observe(request, reply) {
      // The route's pattern, never the raw URL: one series per route, whatever the ids.
      const route = request.routeOptions.url ?? 'sin-ruta';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    },
    saleCreated(canal) {
      (canal === 'pos' ? posSales : orders).inc();
    },
    webVitals(report) {
      const labels = { page: report.pagina, device: report.dispositivo };
      if (report.lcp !== undefined) lcp.observe(labels, report.lcp / 1000);
      if (report.inp !== undefined) inp.observe(labels, report.inp / 1000);
      if (report.cls !== undefined) cls.observe(labels, report.cls);
    },
    async text() {
      return (await processMetrics().metrics()) + (await registry.metrics());
    },
  };
}
