// MARKET §15 "Proposed price": the producer proposes (under /api/productor/), the admin decides
// (under /api/precios/propuestas).
import { PORTAL_MSG } from '@feria/domain/messages/portal';
import { SHOP_MSG } from '@feria/domain/messages/storefront';
import {
  propuestaBodySchema,
  propuestasQuerySchema,
  rechazoBodySchema,
} from '@feria/domain/schemas/propuesta';
import type { Db } from '../../db/client.ts';
import { idParams } from '../../http/id-param.ts';
import type { Api } from '../../http/zod-provider.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { auditWho } from '../audit/who.ts';
import {
  acceptProposal,
  ownProposals,
  proposalsByState,
  proposePrice,
  rejectProposal,
} from './proposals.ts';
import { portalOf } from './routes.ts';

export function proposalRoutes(app: Api, db: Db, after: AfterCommit): void {
  const own = { config: { access: 'productor' as const } };
  const admin = { config: { access: 'admin' as const } };
  const product = idParams(SHOP_MSG.productoNoEncontrado);
  const proposal = idParams(PORTAL_MSG.propuestaNoEncontrada);

  const propose = { ...own, schema: { params: product, body: propuestaBodySchema } };
  app.post('/api/productor/productos/:id/precio-propuesto', propose, async (request, reply) => {
    const made = await proposePrice(db, portalOf(request), request.params.id, request.body.precio);
    return reply.code(201).send(made);
  });

  app.get('/api/productor/propuestas', own, async (request) =>
    ownProposals(db, portalOf(request).productorId),
  );

  const list = { ...admin, schema: { querystring: propuestasQuerySchema } };
  app.get('/api/precios/propuestas', list, async (request) =>
    proposalsByState(db, request.query.estado),
  );

  const decide = { ...admin, schema: { params: proposal } };
  app.post('/api/precios/propuestas/:id/aceptar', decide, async (request) =>
    acceptProposal(db, request.params.id, auditWho(request), after),
  );

  const reject = { ...admin, schema: { params: proposal, body: rechazoBodySchema } };
  app.post('/api/precios/propuestas/:id/rechazar', reject, async (request) =>
    rejectProposal(db, request.params.id, request.body.motivo, auditWho(request)),
  );
}
