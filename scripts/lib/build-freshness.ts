// Whether the server packages' builds (dist/) are newer than everything they are built from, so
// that `npm run test:fast` can skip rebuilding them: the fast loop's re-runs without a source
// change paid a full `tsc` of schema, gateway and worker each time (about 15 s of CPU).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The packages `npm run test:fast` builds; each is built from src/ into dist/ by tsc. */
export const SERVER_PACKAGES = ['schema', 'gateway', 'worker'] as const;

/** Files beside src/ whose change changes the build. */
const BUILD_INPUTS = ['package.json', 'tsconfig.json', 'tsconfig.build.json'];

/** Test files: tsc's build configs leave them out, so editing one needs no rebuild. */
const NOT_BUILT = /\.test\.tsx?$/;

/**
 * The newest and oldest modification times (ms) under `dir`. Directories count too: removing or
 * renaming a source file changes its folder's time, though no remaining file is newer.
 */
function mtimeRange(dir: string): { newest: number; oldest: number } {
  let newest = statSync(dir).mtimeMs;
  let oldest = newest;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (NOT_BUILT.test(entry.name)) continue;
    const time = statSync(join(entry.parentPath, entry.name)).mtimeMs;
    newest = Math.max(newest, time);
    if (entry.isFile()) oldest = Math.min(oldest, time);
  }
  return { newest, oldest };
}

/**
 * True when every package has a dist/ whose every file was written after the last change to its
 * sources, its build inputs, any other server package's sources (gateway and worker compile
 * against schema, worker against gateway) and the shared tsconfig.base.json.
 */
export function serverBuildIsFresh(repoRoot: string): boolean {
  let newestSource = statSync(join(repoRoot, 'tsconfig.base.json')).mtimeMs;
  let oldestBuilt = Number.POSITIVE_INFINITY;
  for (const name of SERVER_PACKAGES) {
    const root = join(repoRoot, name);
    const dist = join(root, 'dist');
    if (!existsSync(dist) || readdirSync(dist).length === 0) return false;
    newestSource = Math.max(newestSource, mtimeRange(join(root, 'src')).newest);
    for (const input of BUILD_INPUTS) {
      const path = join(root, input);
      if (existsSync(path)) newestSource = Math.max(newestSource, statSync(path).mtimeMs);
    }
    oldestBuilt = Math.min(oldestBuilt, mtimeRange(dist).oldest);
  }
  return newestSource < oldestBuilt;
}
