import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// Measurements at scale (`*.measure.ts`): they print figures for the notes and take minutes, so
// they run on demand (`npm run measure -w gateway`), never in `npm test`. Same set-up as the
// tests; only what runs differs.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    name: 'gateway-measure',
    include: ['src/**/*.measure.ts'],
    testTimeout: 600_000,
  },
});
