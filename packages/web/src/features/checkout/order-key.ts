// One Idempotency-Key per attempt at one order: the same basket and form keep their key (a
// double click or a retry after a lost answer is one sale); any change makes a new one.

/** A random key; `getRandomValues` also works on pages served over plain http. */
function newOrderKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createOrderKeys() {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    /** The key for this body: the previous one when the body is the same. */
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newOrderKey() };
      return last.key;
    },
    /** After a success the next order, even an identical one, is a new order. */
    reset(): void {
      last = null;
    },
  };
}
