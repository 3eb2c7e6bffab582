import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.js';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      // One copy of graphql for the sources (ESM) and type-graphql/Apollo (CommonJS): STACK pitfall 3.
      { find: /^graphql$/, replacement: require.resolve('graphql/index.js') },
    ],
  },
  test: {
    name: 'gateway',
    maxWorkers: TEST_WORKERS,
    // Files share a worker's loaded modules (see vitest.workers.ts).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each test file copies it (see src/test/).
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
