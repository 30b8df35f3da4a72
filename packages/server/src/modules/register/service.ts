// The stall's register (MARKET §2): open with a float, move cash in and out, count and close.
// Each action and its audit entry are one transaction.
import type { CashEntry } from '@feria/domain/rules/cash';
import { shopToday } from '@feria/domain/rules/dates';
import { fromCents, formatMoney as money, toCents } from '@feria/domain/rules/money';
import {
  type CajaSesion,
  differenceEntry,
  registerDifference,
  registerTotals,
} from '@feria/domain/rules/register';
import type { MovimientoCaja } from '@feria/domain/schemas/register';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { cajaSesiones, cashEntries } from '../../db/schema.ts';
import type { SessionUser } from '../../http/access.ts';
import { recordAudit } from '../audit/service.ts';
import { newestFirst, openSession, toCajaSesion, toCajaSesiones } from './session-dto.ts';

/** The staff member acting, and the address the request came from (audit/who.ts). */
type Staff = Pick<SessionUser, 'uid' | 'email' | 'nombre'> & { ip?: string };

const actor = (user: Staff) => ({ id: user.uid, email: user.email, ip: user.ip });
const nameOf = (user: Staff) => user.nombre.trim() || user.email;

/** Opens the register; `null` when one is already open (the partial unique index decides). */
export async function openRegister(
  db: Db,
  user: Staff,
  montoInicial: number,
): Promise<CajaSesion | null> {
  const cents = toCents(montoInicial);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cajaSesiones)
        .values({ abiertaPor: nameOf(user), montoInicialCents: cents })
        .returning();
      if (!row) throw new Error('La caja no se abrió');
      await recordAudit(tx, {
        actor: actor(user),
        accion: 'caja.abrir',
        detalle: `Abrió la caja #${row.id} con ${money(cents)}`,
      });
      return toCajaSesion(tx, row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function currentRegister(db: Db): Promise<CajaSesion | null> {
  const row = await openSession(db);
  return row ? toCajaSesion(db, row) : null;
}

/** An Ingreso or Gasto of the open register; `null` when none is open. */
export async function addMovement(
  db: Db,
  user: Staff,
  movimiento: MovimientoCaja,
): Promise<CashEntry | null> {
  return db.transaction(async (tx) => {
    const [sesion] = await tx
      .select({ id: cajaSesiones.id })
      .from(cajaSesiones)
      .where(eq(cajaSesiones.estado, 'abierta'))
      .for('share');
    if (!sesion) return null;
    const cents = toCents(movimiento.monto);
    const [row] = await tx
      .insert(cashEntries)
      .values({
        tipo: movimiento.tipo,
        montoCents: cents,
        descripcion: movimiento.descripcion,
        fecha: shopToday(),
        cajaSesionId: sesion.id,
      })
      .returning();
    if (!row) throw new Error('El movimiento no se guardó');
    await recordAudit(tx, {
      actor: actor(user),
      accion: 'caja.movimiento',
      detalle: `${movimiento.tipo} de ${money(cents)} en la caja #${sesion.id}: ${movimiento.descripcion}`,
    });
    return {
      id: row.id,
      tipo: row.tipo,
      monto: fromCents(row.montoCents),
      descripcion: row.descripcion,
      fecha: row.fecha,
    };
  });
}

/**
 * Counts and closes the open register: the row is locked first, so a sale posting to it either
 * committed before (and is counted) or finds it closed. `null` when none is open.
 */
export async function closeRegister(
  db: Db,
  user: Staff,
  contado: number,
): Promise<CajaSesion | null> {
  return db.transaction(async (tx) => {
    const row = await openSession(tx, true);
    if (!row) return null;
    const entries = await tx
      .select({
        tipo: cashEntries.tipo,
        montoCents: cashEntries.montoCents,
        saleId: cashEntries.saleId,
        pagoId: cashEntries.pagoId,
      })
      .from(cashEntries)
      .where(eq(cashEntries.cajaSesionId, row.id));
    const { esperado } = registerTotals(
      row.montoInicialCents,
      entries.map((e) => ({ ...e, tipo: e.tipo })),
    );
    const contadoCents = toCents(contado);
    const diferencia = registerDifference(contadoCents, esperado);
    const [closed] = await tx
      .update(cajaSesiones)
      .set({
        estado: 'cerrada',
        cerradaEn: sql`now()`,
        cerradaPor: nameOf(user),
        contadoCents,
        diferenciaCents: diferencia,
      })
      .where(eq(cajaSesiones.id, row.id))
      .returning();
    if (!closed) throw new Error('La caja no se cerró');
    const entry = differenceEntry(diferencia);
    if (entry) {
      await tx.insert(cashEntries).values({ ...entry, fecha: shopToday(), cajaSesionId: row.id });
    }
    await recordAudit(tx, {
      actor: actor(user),
      accion: 'caja.cerrar',
      detalle: `Cerró la caja #${row.id}: esperado ${money(esperado)}, contado ${money(contadoCents)}, diferencia ${money(diferencia)}`,
    });
    return toCajaSesion(tx, closed);
  });
}

/** Every session, newest first (admin). */
export async function listRegisters(db: Db): Promise<CajaSesion[]> {
  const rows = await db.select().from(cajaSesiones).orderBy(newestFirst);
  return toCajaSesiones(db, rows);
}
