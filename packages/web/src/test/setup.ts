// Web unit tests (Vitest + Testing Library in jsdom): each test starts with an empty page and
// empty storage, as a first visit does, and fails on an unexpected console.error.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { failOnConsoleErrors, watchConsoleErrors } from './console-errors.ts';

beforeEach(watchConsoleErrors);

afterEach(() => {
  cleanup();
  localStorage.clear();
  failOnConsoleErrors();
});
