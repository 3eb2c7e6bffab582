import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

// No page any browser test opens may break the Content-Security-Policy (see watchCsp).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
