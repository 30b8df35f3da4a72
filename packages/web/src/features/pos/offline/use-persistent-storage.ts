import { useEffect } from 'react';

let asked = false;

/**
 * Asks the browser, once per page, to keep this site's storage when the phone runs short of space
 * (issue 43): without it the sales waiting in IndexedDB are "best effort" data the browser may
 * clear on its own. The browser decides; whatever it answers, the stall works the same.
 */
export function usePersistentStorage(): void {
  useEffect(() => {
    if (asked) return;
    asked = true;
    navigator.storage?.persist?.().catch(() => false);
  }, []);
}
