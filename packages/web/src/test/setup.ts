// Web unit tests (Vitest + Testing Library in jsdom): each test starts with an empty page and
// empty storage, as a first visit does.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
