// The toast notices' store: plain code any layer may call; components/ui/toast.tsx draws them.
export type Kind = 'success' | 'error' | 'loading' | 'info';
type Toast = { id: number; kind: Kind; message: string };

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/**
 * A new notice replaces an error still showing (a success after a failed try leaves no stale
 * error behind), and the same message is never shown twice.
 */
function show(kind: Kind, message: string, ms: number | null = 3500): number {
  const id = nextId++;
  const kept = toasts.filter((t) => t.message !== message && t.kind !== 'error');
  toasts = [...kept, { id, kind, message }];
  emit();
  if (ms !== null) setTimeout(() => dismiss(id), ms);
  return id;
}

function dismiss(id?: number) {
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

/** Small toast notices: success/error/info disappear by themselves; loading stays until dismissed. */
export const toast = {
  success: (m: string, ms?: number) => show('success', m, ms),
  error: (m: string, ms?: number) => show('error', m, ms ?? 5000),
  info: (m: string, ms?: number) => show('info', m, ms),
  loading: (m: string) => show('loading', m, null),
  dismiss,
};

/** What the Toaster reads: the notices showing now, and a way to hear of changes. */
export const toastList = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): readonly Toast[] => toasts,
};
