// npm run budgets: the first-load size of every route of the built web app (npm run build -w web),
// read from Vite's manifest: the entry with everything it imports statically and their CSS, and
// the route's page chunk with its own imports and each of their stylesheets; gzip sizes (what a browser
// downloads). Fails when a route is over its budget (issues 12 and 25): 120 KiB for the public
// pages, 200 KiB for the members' pages (with Apollo Client). What main.tsx fetches before the
// first render counts too: on a page the gateway did not render (a member's), the GraphQL
// client and the members' shell parts and the English catalog sections of the shell, the
// members' shell and the page (the files web/build/catalogPlugin.ts writes); on a rendered page
// that uses GraphQL, the client. A rendered page's sections come inside its HTML (not counted
// here); other languages' when chosen. The counting is firstLoads (web/src/ssr/manifest.ts,
// tested on a synthetic manifest); npm test runs this after its web build, so a route over its
// budget fails the run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ENTRY_GROUP, MEMBERS_GROUP, pageGroupName } from '../web/src/i18n/catalogGroups.ts';
import {
  type BudgetRoute,
  ENTRY_KEY,
  firstLoads,
  type Manifest,
  MEMBER_START_MODULES,
  staticClosure,
} from '../web/src/ssr/manifest.ts';
import { repoRoot } from './steps.ts';

const KIB = 1024;

/** The language of a first load without a language chosen. */
const FIRST_LANGUAGE = 'en';

const webDist = join(repoRoot, 'web', 'dist');
const manifestFile = join(webDist, '.vite', 'manifest.json');
const serverEntry = join(repoRoot, 'web', 'dist-server', 'entry-server.js');
if (!existsSync(manifestFile) || !existsSync(serverEntry)) {
  console.error('✘ web app not built: run npm run build -w web');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
// A module renamed in the app but not here, or an entry chunk merged away by the build's
// chunking (web/vite.config.ts), would be counted as nothing.
for (const key of [ENTRY_KEY, ...MEMBER_START_MODULES]) {
  if (!manifest[key]) {
    console.error(
      `✘ ${key} is not in the build manifest (web/src/ssr/manifest.ts, web/vite.config.ts)`,
    );
    process.exit(1);
  }
}
// The route table is the app's own (web/src/app/routes.tsx), read from the server build.
const { routeTable } = (await import(pathToFileURL(serverEntry).href)) as {
  routeTable(): BudgetRoute[];
};

const gzipSizes = new Map<string, number>();
/** The gzip size of a built file: its .gz copy when the build wrote one, else compressed here. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    const path = join(webDist, file);
    size = existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(readFileSync(path)).length;
    gzipSizes.set(file, size);
  }
  return size;
}

// The catalogs' folder of the build (assets/catalogs-<hash>/), one file per language and group.
const catalogFolder = readdirSync(join(webDist, 'assets')).find((name) =>
  name.startsWith('catalogs-'),
);
if (!catalogFolder) {
  console.error('✘ no catalog sections in the build (web/build/catalogPlugin.ts)');
  process.exit(1);
}
/** A group of catalog sections in the first language, as a file of the build. */
const catalogFile = (group: string) => `assets/${catalogFolder}/${FIRST_LANGUAGE}/${group}.json`;

const kib = (bytes: number) => (bytes / KIB).toFixed(1).padStart(6);

const entry = staticClosure(manifest, ENTRY_KEY);
const entryJs = entry.js.reduce((total, file) => total + gzipSize(file), 0);
const entryCss = entry.css.reduce((total, file) => total + gzipSize(file), 0);
console.log(`Entry: ${kib(entryJs)} KiB JS + ${kib(entryCss)} KiB CSS (gzip), on every page.`);
console.log('Largest entry chunks:');
for (const file of [...entry.js, ...entry.css]
  .sort((a, b) => gzipSize(b) - gzipSize(a))
  .slice(0, 8)) {
  console.log(`  ${kib(gzipSize(file))} KiB  ${file}`);
}

console.log(
  `\n${'Route'.padEnd(34)}${'Access'.padEnd(8)}${'JS'.padStart(9)}${'CSS'.padStart(9)}${'Msgs'.padStart(9)}${'Total'.padStart(9)}  Budget`,
);
// A members' page fetches the shell's, the members' shell's and its own sections.
const catalogFiles = (route: BudgetRoute) =>
  [ENTRY_GROUP, MEMBERS_GROUP, pageGroupName(route.module)].map(catalogFile);
const loads = firstLoads(manifest, routeTable(), gzipSize, catalogFiles);
for (const load of loads) {
  const { route } = load;
  console.log(
    `${route.pattern.padEnd(34)}${route.access.padEnd(8)}${kib(load.js)}${kib(load.css)}${kib(load.messages)}${kib(load.total)}  ${load.over ? '✘' : '✔'} ≤ ${load.budget / KIB} KiB`,
  );
}
const over = loads.filter((load) => load.over).length;
if (over > 0) {
  console.error(`\n✘ ${over} route(s) over budget (KiB of gzip, first load).`);
  process.exit(1);
}
console.log('\n✔ every route within its first-load budget');
