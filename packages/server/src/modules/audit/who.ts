import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './service.ts';

/** Who acts and from where: what a service needs to write its audit entries. */
export type AuditWho = { actor: AuditActor; ip?: string };

/** The signed-in account of a request (routes with a staff or admin `access` always have one). */
export function auditWho(request: FastifyRequest): AuditWho {
  const user = request.user;
  return { actor: { id: user?.uid ?? null, email: user?.email ?? '' }, ip: request.ip };
}
