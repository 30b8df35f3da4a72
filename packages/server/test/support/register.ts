// Shared by the register tests: calls of MARKET §2 and quick reads of the ledger.
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { cajaSesiones, cashEntries } from '../../src/db/schema.ts';
import type { TestContext } from './app.ts';

export function registerCalls(t: TestContext) {
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.request({ method: 'POST', url, payload: payload as object, cookie });
  return {
    abrir: (payload: unknown, cookie?: string) => post('/api/caja/abrir', payload, cookie),
    movimiento: (payload: unknown, cookie?: string) =>
      post('/api/caja/movimiento', payload, cookie),
    cerrar: (payload: unknown, cookie?: string) => post('/api/caja/cerrar', payload, cookie),
    actual: (cookie?: string) => t.request({ method: 'GET', url: '/api/caja/actual', cookie }),
    sesiones: (cookie?: string) => t.request({ method: 'GET', url: '/api/caja/sesiones', cookie }),
    vender: (productos: { id: number; cantidad: number }[], formaPago: string, cookie: string) =>
      post(
        '/api/sheets/sale',
        {
          canal: 'pos',
          productos,
          formaPago,
          envio: 'retiro',
          cliente: { nombre: 'Cliente del puesto' },
        },
        cookie,
      ),
    anular: (id: number, cookie: string) =>
      t.request({ method: 'DELETE', url: `/api/sheets/delete/sale/${id}`, cookie }),
    anularPorEstado: (id: number, cookie: string) =>
      t.request({ method: 'PUT', url: `/api/sheets/sale/${id}/changestate/Anulado`, cookie }),
  };
}

export async function ledger(db: Db) {
  return db
    .select({
      tipo: cashEntries.tipo,
      montoCents: cashEntries.montoCents,
      descripcion: cashEntries.descripcion,
      fecha: cashEntries.fecha,
      cajaSesionId: cashEntries.cajaSesionId,
      saleId: cashEntries.saleId,
    })
    .from(cashEntries)
    .orderBy(asc(cashEntries.id));
}

export async function sessionCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cajaSesiones);
  return row?.n ?? 0;
}
