import { type AuditRow, auditQuerySchema } from '@feria/domain/schemas/account';
import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { parseWith } from '../../http/errors.ts';

/** `%` and `_` typed by the admin are searched literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `GET /api/auditoria` (admin): Actividad, newest first, filtered by person and by kind. */
export function auditRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/auditoria', { config: { access: 'admin' } }, async (request, reply) => {
    const q = parseWith(auditQuerySchema, request.query);
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
    reply.header('X-Total-Count', String(total?.n ?? 0));
    return rows.map(
      (r): AuditRow => ({
        id: r.id,
        fecha: r.createdAt.toISOString(),
        quien: r.quien,
        accion: r.accion,
        detalle: r.detalle,
        ip: r.ip,
      }),
    );
  });
}
