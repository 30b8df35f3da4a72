// Round 4 (issue 44): "Cerrar sesión en todos los dispositivos" left no trace in the audit log.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { auditLog } from '../../src/db/schema.ts';
import { buildTestApp } from '../support/app.ts';

const t = buildTestApp();

test('POST /api/logout/all queda en la auditoría como sesion.salir_todas', async () => {
  const { uid, cookie } = await t.signIn('seller');
  const res = await t.request({ method: 'POST', url: '/api/logout/all', cookie });
  expect(res.statusCode).toBe(204);
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'sesion.salir_todas'));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    userId: uid,
    detalle: 'Cerró la sesión en todos los dispositivos',
  });
});
