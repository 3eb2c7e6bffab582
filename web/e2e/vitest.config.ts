import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

// Browser tests: a real gateway (built) serving the built web app, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Fails any test during which a page broke the Content-Security-Policy (browser.ts).
    setupFiles: ['./setup.ts'],
    // One stack (gateway, worker, database, Chromium) per worker slot, started once for the run.
    maxWorkers: TEST_WORKERS,
    // Files share a worker's loaded modules (see vitest.workers.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page that settles in a few hundred milliseconds alone can take seconds while the other
    // slots load the machine: conditions are polled for up to 15 s, not the default 1 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
