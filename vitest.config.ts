import { defineConfig } from 'vitest/config';
import { SlowestFirstSequencer } from './vitest.sequencer.ts';

// One run covers every tier: each workspace's unit and integration tests, then the browser
// tests against the built app. `npm test` (scripts/test.ts) prepares services and builds first.
// Files run in TEST_WORKERS slots (vitest.workers.ts), the longest first.
export default defineConfig({
  test: {
    projects: ['gateway', 'worker', 'web', 'web/e2e'],
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
