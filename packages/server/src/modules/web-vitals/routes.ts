// POST /api/web-vitals (issue 51): the LCP, INP and CLS a real browser measured on the storefront
// or Control, added to the /metrics histograms per page and device class. Public and
// Origin-checked like every write: a body of a few hundred bytes at most, every field from a
// fixed set or bounded (the domain's schema), and at most PER_MINUTE reports a minute from one
// address across every server (limit.ts, issue 57 §8). Nothing else is stored but the
// histograms' counts.
import { WEB_VITALS_PATH } from '@feria/domain/rules/web-vitals';
import { webVitalsSchema } from '@feria/domain/schemas/web-vitals';
import type { Db } from '../../db/client.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { ShopMetrics } from '../metrics/collectors.ts';
import { takeReport } from './limit.ts';

const PER_MINUTE = 30;

export function webVitalsRoutes(app: Api, db: Db, metrics: ShopMetrics): void {
  app.post(
    WEB_VITALS_PATH,
    { config: { access: 'public' }, bodyLimit: 512, schema: { body: webVitalsSchema } },
    async (request, reply) => {
      await takeReport(db, request.ip, PER_MINUTE, new Date());
      metrics.webVitals(request.body);
      return reply.code(204).send();
    },
  );
}
