import { defineConfig } from 'vitest/config';

// The unit and integration tests of each workspace; the browser tests run on @playwright/test
// (playwright.config.ts). `npm test` (scripts/test.ts) prepares services, builds and runs both.
// Files run in TEST_WORKERS slots (vitest.workers.ts).
export default defineConfig({
  test: {
    projects: ['gateway', 'worker', 'web'],
  },
});
