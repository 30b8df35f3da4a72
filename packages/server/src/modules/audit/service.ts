import type { AuditAccion } from '@feria/domain/rules/audit-kinds';
import type { AuditRow, auditQuerySchema } from '@feria/domain/schemas/account';
import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Who acts: the signed-in account (or, for a failed sign-in, the e-mail that was tried), and
 * from which address when the actor comes from a request (audit/who.ts). */
export type AuditActor = { id: string | null; email: string; ip?: string };

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
    ip: entry.ip ?? entry.actor.ip ?? '',
  });
}

/** `%` and `_` typed by the admin are searched literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Actividad: a page of entries, newest first, filtered by person and by kind, and the total. */
export async function listAudit(
  db: DbOrTx,
  q: z.output<typeof auditQuerySchema>,
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (q.quien) filters.push(ilike(auditLog.quien, `%${literal(q.quien)}%`));
  if (q.accion) {
    filters.push(
      or(eq(auditLog.accion, q.accion), like(auditLog.accion, `${literal(q.accion)}.%`))!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(q.offset)
    .limit(q.limit);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      fecha: r.createdAt.toISOString(),
      quien: r.quien,
      accion: r.accion,
      detalle: r.detalle,
      ip: r.ip,
    })),
  };
}
