import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../../scripts/lib/processes.ts';
import { expect, test } from '../support/fixtures.ts';

// npm test builds the web app with NODE_ENV=test in its environment, under which Vite built
// React's development build for the browser (and the JSX of development), and the server build's
// React chose its development build by the gateway's NODE_ENV: the browser tests ran, and timed,
// something production never serves, a third slower. The build is production's whatever the
// environment says (web/package.json, vite.config.ts).

/** Code that only React's development builds and development JSX contain. */
const DEVELOPMENT_ONLY = ['jsxDEV', 'In HTML, %s cannot be a child of'];

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

test.describe('the web build the browser tests run', () => {
  for (const [what, dir] of [
    ['the browser', 'web/dist/assets'],
    ['the server', 'web/dist-server'],
  ] as const)
    test(`is React's production build for ${what}`, () => {
      const development = scripts(join(repoRoot, dir)).filter((file) => {
        const source = readFileSync(file, 'utf8');
        return DEVELOPMENT_ONLY.some((marker) => source.includes(marker));
      });
      expect(development).toEqual([]);
    });
});
