import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.js';

interface WorkspaceManifest {
  name: string;
  exports: Record<string, { types: string }>;
}

// Tests run the other workspaces from their TypeScript sources rather than their builds, so a
// test never sees a stale dist/: every export of the package is aliased to its `types` file, a
// pattern (`./*`, the gateway's) to the same pattern of sources.
function sourceAliases(workspace: string): { find: RegExp; replacement: string }[] {
  const root = new URL(`../${workspace}/`, import.meta.url);
  const manifest = JSON.parse(
    readFileSync(new URL('package.json', root), 'utf8'),
  ) as WorkspaceManifest;
  return Object.entries(manifest.exports).map(([subpath, target]) => ({
    find: new RegExp(`^${manifest.name}${subpath.slice(1).replace('*', '(.+)')}$`),
    replacement: fileURLToPath(new URL(target.types, root)).replace('*', '$1'),
  }));
}

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      ...sourceAliases('schema'),
      ...sourceAliases('gateway'),
      // One copy of graphql for ESM and CommonJS importers (STACK pitfall 3).
      { find: /^graphql$/, replacement: require.resolve('graphql/index.js') },
    ],
  },
  test: {
    name: 'worker',
    maxWorkers: TEST_WORKERS,
    // Files share a worker's loaded modules (see vitest.workers.ts).
    isolate: false,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
