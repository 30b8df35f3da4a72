// Lets the browser run what is waiting (a tap, a paint) before the next piece of start-up work:
// on a slow phone each piece is then a task of its own instead of part of one long task.
// scheduler.yield() where the browser has it (Chromium), a zero-delay timer elsewhere.

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
