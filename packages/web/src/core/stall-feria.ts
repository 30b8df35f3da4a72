// The feria the stall sells for (MARKET §1): with one feria today it is that one; with several the
// seller chooses, and the choice is remembered on the device for that day (a reload or a lost
// connection keeps it), read by Control's sales, the offline queue and Entregas.
import { shopToday } from '@feria/domain/rules/dates';
import type { Feria } from '@feria/domain/rules/ferias';
import { useCallback, useSyncExternalStore } from 'react';
import { useUpcomingFerias } from '../api/ferias.ts';

const STALL_FERIA_KEY = 'feria.puesto.feria';

const listeners = new Set<() => void>();

function readStored(): { fecha: string; id: number } | null {
  try {
    const raw = JSON.parse(localStorage.getItem(STALL_FERIA_KEY) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const { fecha, id } = raw as Record<string, unknown>;
    return typeof fecha === 'string' && typeof id === 'number' ? { fecha, id } : null;
  } catch {
    return null;
  }
}

let stored = readStored();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type StallFeria = {
  /** Today's programada ferias, by start. */
  today: Feria[];
  /** The feria sales go to: the only one today, or the chosen one; null when none (or unchosen). */
  feria: Feria | null;
  /** Several today and none chosen yet: a sale must wait for the choice. */
  mustChoose: boolean;
  choose: (id: number) => void;
};

export function useStallFeria(): StallFeria {
  const { ferias } = useUpcomingFerias();
  const choice = useSyncExternalStore(subscribe, () => stored);
  const day = shopToday();
  const today = ferias.filter((f) => f.fecha === day && f.estado === 'programada');
  const chosen =
    choice && choice.fecha === day ? (today.find((f) => f.id === choice.id) ?? null) : null;
  const feria = today.length === 1 ? (today[0] ?? null) : chosen;
  const choose = useCallback(
    (id: number) => {
      stored = { fecha: day, id };
      localStorage.setItem(STALL_FERIA_KEY, JSON.stringify(stored));
      for (const listener of listeners) listener();
    },
    [day],
  );
  return { today, feria, mustChoose: today.length > 1 && feria === null, choose };
}
