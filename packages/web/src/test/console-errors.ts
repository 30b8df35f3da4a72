// Web unit tests fail on an unexpected console.error, as the server's and the e2e tests do
// (test/setup.ts). A test that makes the app log an error on purpose takes it here.
import { vi } from 'vitest';

let errors: unknown[][] = [];

/** Starts a test: console.error is kept, not printed. */
export function watchConsoleErrors(): void {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
}

/** The errors written so far, taken away: they no longer fail the test. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}

/** Ends a test: any error left is a failure. */
export function failOnConsoleErrors(): void {
  const left = takeConsoleErrors();
  if (left.length > 0) {
    throw new Error(`console.error inesperado: ${left[0]?.map(String).join(' ')}`);
  }
}
