import type { FastifyRequest } from 'fastify';
import { userOf } from '../../http/access.ts';
import type { AuditActor } from './service.ts';

/** Who acts and from where: what a service needs to write its audit entries. */
export type AuditWho = { actor: AuditActor; ip?: string };

/** The signed-in account of a request (routes with a staff or admin `access` always have one). */
export function auditWho(request: FastifyRequest): AuditWho {
  const user = request.user;
  return { actor: { id: user?.uid ?? null, email: user?.email ?? '' }, ip: request.ip };
}

/** The signed-in account as the one who acts; 401 when nobody is signed in. */
export function actorOf(request: FastifyRequest): { id: string; email: string } {
  const user = userOf(request);
  return { id: user.uid, email: user.email };
}
