import { defineConfig } from 'vitest/config';

// One run covers every tier: each workspace's unit and integration tests, then the browser
// tests against the built app. `npm test` (scripts/test.ts) prepares services and builds first.
export default defineConfig({
  test: {
    projects: ['gateway', 'worker', 'web', 'web/e2e'],
  },
});
