import type { AuditAccion } from '@feria/domain/audit-kinds';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Who acts: the signed-in account (or, for a failed sign-in, the e-mail that was tried). */
export type AuditActor = { id: string | null; email: string };

export type AuditEntry = {
  actor: AuditActor;
  /** A short kind such as `venta.anular`, `producto.crear`, `caja.abrir`: the filter of Actividad. */
  accion: AuditAccion;
  /** What was done, in Spanish, for a person to read. Never a password, token or hash. */
  detalle: string;
  ip?: string;
};

/** Records one staff action or sign-in. Call it with the transaction of the action itself, so the
 * entry and the change commit together or not at all. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.actor.id,
    quien: entry.actor.email,
    accion: entry.accion,
    detalle: entry.detalle,
    ip: entry.ip ?? '',
  });
}
