import type { FastifyRequest } from 'fastify';
import { userOf } from '../../http/access.ts';
import type { AuditActor } from './service.ts';

/** Who acts and from where: what a service needs to write its audit entries. */
export type AuditWho = { actor: AuditActor; ip?: string };

/**
 * The one "who" of every audit entry a request causes: the signed-in account (nobody for a
 * visitor) and the client's address, which the actor carries too, so a service that passes only
 * the actor still records where the action came from (issue 28).
 */
export function auditWho(request: FastifyRequest): AuditWho {
  const user = request.user;
  const actor = { id: user?.uid ?? null, email: user?.email ?? '', ip: request.ip };
  return { actor, ip: request.ip };
}

/** auditWho's actor for a signed-in account; 401 when nobody is signed in. */
export function actorOf(request: FastifyRequest): { id: string; email: string; ip: string } {
  const user = userOf(request);
  return { id: user.uid, email: user.email, ip: request.ip };
}
