import { defineConfig } from 'vitest/config';

// Browser tests: a real gateway (built) serving the built web app, driven by Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // One gateway and one Chromium per file; files run one after another so the 2-core
    // machine is not oversubscribed while the other projects run.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
