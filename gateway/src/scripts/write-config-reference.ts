// Writes the configuration reference into docs/configuration.md from the one schema of the
// environment (settings/environment.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withConfigReference } from '../settings/config-reference.js';
import { repoRoot } from '../settings/paths.js';

const page = join(repoRoot, 'docs', 'configuration.md');
await writeFile(page, withConfigReference(await readFile(page, 'utf8')));
console.log('Wrote docs/configuration.md.');
