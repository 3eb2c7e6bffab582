import { afterEach, expect } from 'vitest';
import { openPagesAccount, takeCspViolations } from './browser.ts';

// No page any browser test opens may break the Content-Security-Policy (see watchCsp).
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

// A failed test tells what its pages still showed (an element left inert, a list left open).
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  console.error(`${context.task.name}: the pages still open\n${await openPagesAccount()}`);
});
