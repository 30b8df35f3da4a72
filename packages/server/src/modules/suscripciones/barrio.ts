// MARKET §14 "Bolsones": a subscription with Envío, while a zone is active, names a barrio we
// reach (the order's rules 1–2, same messages) and its bolsones reach the zone's minimum (the
// bolsón's price × cantidad at subscribing). Its generated orders take the zone of that barrio
// at generation (sales/subscription-orders.ts).
import { checkEnvioZona, zonaDelBarrio } from '@feria/domain/rules/envio-zona';
import type { DbOrTx } from '../../db/client.ts';
import { zonasActivas } from '../envios/zonas.ts';

/** The barrio to keep (null: Retiro, or no zone active), or the 400's message. */
export async function barrioChecked(
  db: DbOrTx,
  envio: 'Retiro' | 'Envío',
  barrio: string | null | undefined,
  bolsonesCents: number,
): Promise<{ ok: true; barrio: string | null } | { ok: false; message: string }> {
  if (envio !== 'Envío') return { ok: true, barrio: null };
  const zonas = await zonasActivas(db);
  if (zonas.length === 0) return { ok: true, barrio: barrio?.trim() || null };
  const found = checkEnvioZona(zonas, barrio ?? undefined, bolsonesCents);
  return found.ok ? { ok: true, barrio: barrio!.trim() } : { ok: false, message: found.message };
}

/** Each subscription's barrio's active zone now, by nombre (null without one). */
export async function zonasOf(db: DbOrTx, barrios: readonly (string | null)[]) {
  if (!barrios.some(Boolean)) return barrios.map(() => null);
  const zonas = await zonasActivas(db);
  return barrios.map((b) => (b ? (zonaDelBarrio(zonas, b)?.nombre ?? null) : null));
}
