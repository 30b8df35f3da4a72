// Who acts in the producer's portal: the session's producer, and the account for the audit.
import type { AuditActor } from '../audit/service.ts';

export type Portal = { productorId: number; nombre: string; actor: AuditActor };
